import {
  Alert,
  Box,
  Button,
  Checkbox,
  Flex,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconArmchair } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { Navigate } from "react-router";
import { useAuth } from "./auth-context";

export interface LoginScreenProps {
  /** Where to go once signed in (and where a signed-in visitor is sent straight away). */
  onSuccessPath: string;
  /** Small line under the brand name, e.g. "Kiosk" or "Staff console". */
  subtitle?: string;
  /**
   * The device this sign-in may pair instead (the staff console: the host stand), with the box's words: a manager
   * ticks it once on the stand's iPad (docs/architecture.md "Device sessions").
   */
  pairing?: { label: string; description: string };
}

function BrandPanel({ subtitle }: { subtitle?: string }) {
  return (
    <Flex
      visibleFrom="sm"
      direction="column"
      justify="center"
      p="xl"
      c="white"
      style={{
        flex: "1 1 50%",
        background:
          "linear-gradient(135deg, var(--mantine-color-seatline-9) 0%, var(--mantine-color-seatline-8) 100%)",
      }}
    >
      <Stack gap="md" maw={460} mx="auto">
        <IconArmchair size={64} stroke={1.5} aria-hidden />
        <Text component="p" fz={48} fw={800} lh={1.1}>
          Seatline
        </Text>
        {subtitle ? (
          <Text fz="xl" fw={600}>
            {subtitle}
          </Text>
        ) : null}
        <Text fz="lg">Waitlist and reservations for your restaurant.</Text>
      </Stack>
    </Flex>
  );
}

/** /login (docs/product.md#signing-in): split sign-in screen (brand panel left, form right). */
export function LoginScreen({ onSuccessPath, subtitle, pairing }: LoginScreenProps) {
  const auth = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pair, setPair] = useState(false);

  if (auth.token !== null) return <Navigate to={onSuccessPath} replace />;

  const canSubmit = email !== "" && password !== "" && !auth.loading;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    // On success the token appears and the <Navigate> above takes over.
    void auth.login(email.toLowerCase(), password, pair);
  };

  return (
    <Flex component="main" mih="100dvh">
      <BrandPanel subtitle={subtitle} />
      <Flex direction="column" justify="center" align="center" p="xl" style={{ flex: "1 1 50%" }}>
        <Paper component="section" w="100%" maw={420} p="xl" withBorder shadow="sm">
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="lg">
              <Box>
                <Text hiddenFrom="sm" fz={32} fw={800} c="seatline.8">
                  Seatline
                </Text>
                <Title order={1} fz="h2">
                  Sign in
                </Title>
              </Box>
              {auth.error ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
                  {auth.error}
                </Alert>
              ) : null}
              <TextInput
                label="Email Address"
                type="email"
                name="email"
                autoComplete="username"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <PasswordInput
                label="Password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              {pairing ? (
                <Checkbox
                  size="md"
                  label={pairing.label}
                  description={pairing.description}
                  checked={pair}
                  onChange={(event) => setPair(event.currentTarget.checked)}
                />
              ) : null}
              <Button type="submit" fullWidth disabled={!canSubmit} loading={auth.loading}>
                Sign In
              </Button>
            </Stack>
          </form>
        </Paper>
      </Flex>
    </Flex>
  );
}
