import { Alert, Box, Button, Center, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { appendPinDigit, isKioskPin, type StandPerson } from "@seatline/domain";
import { Keypad, Spinner, serverMessage, useAuth, useSession, useTRPC } from "@seatline/ui";
import { IconArrowLeft, IconLock, IconLogout } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/**
 * The host stand's lock screen (docs/architecture.md "Device sessions"): the people who have a stand PIN, by name; a
 * tap on a name and that person's PIN open the stand as them. The server checks the PIN and counts the tries; the
 * stand locks again on Switch, or by itself when nobody has changed anything for a while.
 */
export function StandLock() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { store } = useSession();
  const { logout } = useAuth();
  const people = useQuery(trpc.stand.people.queryOptions());
  const [who, setWho] = useState<StandPerson | null>(null);
  const [pin, setPin] = useState("");
  const unlock = useMutation(
    trpc.stand.unlock.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
      onSettled: () => setPin(""),
    }),
  );
  const canOpen = who !== null && isKioskPin(pin) && !unlock.isPending;
  const open = () => {
    if (canOpen) unlock.mutate({ userId: who.id, pin });
  };

  // A hardware keyboard's Enter opens too (the keypad's keys are buttons, so no field holds the focus).
  useEffect(() => {
    if (!who) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Enter" && !(event.target instanceof HTMLButtonElement) && canOpen)
        unlock.mutate({ userId: who.id, pin });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [who, pin, canOpen, unlock]);

  const choose = (person: StandPerson | null) => {
    unlock.reset();
    setPin("");
    setWho(person);
  };

  return (
    <Stack component="main" mih="100dvh" p="md" gap="lg" aria-labelledby="stand-title">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={800} fz="xl" c="seatline.9" truncate>
          {store.name}
        </Text>
        <Button
          h={44}
          variant="default"
          leftSection={<IconLogout aria-hidden size={18} />}
          onClick={() => logout()}
        >
          Sign the stand out
        </Button>
      </Group>
      <Center style={{ flex: 1 }}>
        <Stack w="100%" maw={560} gap="lg">
          <Box ta="center">
            <IconLock size={40} aria-hidden color="var(--mantine-color-seatline-9)" />
            <Title id="stand-title" order={1} fz={30}>
              {who ? `${who.name}, enter your PIN` : "Who's at the stand?"}
            </Title>
          </Box>
          {who ? (
            <>
              <Box
                component="output"
                aria-live="polite"
                aria-label={`PIN: ${pin.length} of 4 to 6 digits entered`}
                bd="2px solid var(--mantine-color-gray-4)"
                bg="white"
                py="xs"
                ta="center"
                fz={36}
                fw={700}
                lh={1.3}
                style={{ borderRadius: "var(--mantine-radius-md)", letterSpacing: "0.3em" }}
              >
                {pin.length > 0 ? "•".repeat(pin.length) : " "}
              </Box>
              {unlock.error ? (
                <Alert color="red" role="alert">
                  {serverMessage(unlock.error) ?? "The stand could not be opened. Check the connection."}
                </Alert>
              ) : null}
              <Keypad
                label="PIN keypad"
                listenToKeyboard
                disabled={unlock.isPending}
                onDigit={(digit) => setPin((p) => appendPinDigit(p, digit))}
                onClear={() => setPin("")}
                onBackspace={() => setPin((p) => p.slice(0, -1))}
                keyHeight={64}
              />
              <Group grow>
                <Button
                  h={56}
                  variant="default"
                  leftSection={<IconArrowLeft aria-hidden />}
                  onClick={() => choose(null)}
                >
                  Not {who.name}
                </Button>
                <Button h={56} disabled={!canOpen} loading={unlock.isPending} onClick={open}>
                  Open the stand
                </Button>
              </Group>
            </>
          ) : people.isPending ? (
            <Spinner label="Loading names" />
          ) : people.isError ? (
            <Alert color="red" title="The names could not be loaded">
              <Text mb="sm">Check the connection and try again.</Text>
              <Button onClick={() => void people.refetch()}>Retry</Button>
            </Alert>
          ) : people.data.length === 0 ? (
            <Alert color="yellow" title="Nobody has a stand PIN yet">
              Each host sets their own PIN once: sign in to the staff console with your own account on any
              device and tap “Stand PIN” at the top.
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
              {people.data.map((person) => (
                <Button
                  key={person.id}
                  h={72}
                  fz="lg"
                  variant="light"
                  onClick={() => choose(person)}
                  styles={{ label: { whiteSpace: "normal", lineHeight: 1.2 } }}
                >
                  {person.name}
                </Button>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Center>
    </Stack>
  );
}
