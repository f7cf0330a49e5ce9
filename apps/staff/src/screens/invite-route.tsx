import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { PASSWORD_MIN, staffRoleLabels } from "@seatline/domain";
import { Spinner, serverMessage, useAuth, useTRPC } from "@seatline/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Navigate } from "react-router";
import { APP_PATH } from "../tabs";

/** Touch-sized fields (an invited host may open the link on a phone or the host's tablet). */
const field = { input: { minHeight: 44, height: 44 } } as const;

/** The token rides in the fragment (#…), which the browser never sends to the server, so no log holds it. */
const tokenOfLocation = () => window.location.hash.replace(/^#/, "");

/**
 * /staff/invite#token (docs/product.md#staff-accounts): an invited member sets their password (the link works once),
 * then is signed in and lands on the Dashboard.
 */
export function InviteRoute() {
  const trpc = useTRPC();
  const auth = useAuth();
  const [token] = useState(tokenOfLocation);
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const info = useQuery(
    trpc.auth.inviteInfo.queryOptions({ token }, { enabled: token !== "", retry: false }),
  );
  const accept = useMutation(
    trpc.auth.acceptInvite.mutationOptions({
      onSuccess: ({ email }) => void auth.login(email, password),
      onError: (e) => setProblem(serverMessage(e) ?? "Could not save the password. Please try again."),
    }),
  );

  if (auth.token !== null) return <Navigate to={APP_PATH} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN) return setProblem(`Use at least ${PASSWORD_MIN} characters.`);
    if (password !== repeat) return setProblem("The two passwords are not the same.");
    setProblem(null);
    accept.mutate({ token, password });
  };

  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper component="section" w="100%" maw={440} p="xl" withBorder shadow="sm">
        <Stack gap="lg">
          <Box>
            <Text fz={28} fw={800} c="seatline.8">
              Seatline
            </Text>
            <Title order={1} fz="h2">
              Join your team
            </Title>
          </Box>
          {token === "" || info.isError ? (
            <Alert color="red" variant="light" role="alert">
              {info.error
                ? (serverMessage(info.error) ?? info.error.message)
                : "This invitation link is not complete."}
            </Alert>
          ) : info.isPending ? (
            <Spinner label="Checking the invitation" />
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <Text>
                  You are invited as <b>{staffRoleLabels[info.data.role]}</b> with <b>{info.data.email}</b>.
                  Choose a password to sign in with.
                </Text>
                <PasswordInput
                  label={`Password (at least ${PASSWORD_MIN} characters)`}
                  autoComplete="new-password"
                  styles={field}
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <PasswordInput
                  label="Repeat the password"
                  autoComplete="new-password"
                  styles={field}
                  value={repeat}
                  onChange={(e) => setRepeat(e.currentTarget.value)}
                />
                {problem || auth.error ? (
                  <Alert color="red" variant="light" role="alert" p="xs">
                    {problem ?? auth.error}
                  </Alert>
                ) : null}
                <Button type="submit" h={44} loading={accept.isPending || auth.loading}>
                  Set password and sign in
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
