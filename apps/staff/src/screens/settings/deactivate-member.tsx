import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTRPC } from "@seatline/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";

interface Member {
  id: string;
  email: string;
  deactivated: boolean;
}

/**
 * docs/product.md#staff-accounts: an owner deactivates a member who left (after a confirmation saying what ends), or
 * reactivates one. The server refuses the owner's own account; the button is not offered for it.
 */
export function DeactivateMember({
  member,
  onDone,
  onError,
}: {
  member: Member;
  onDone: (notice: string) => void;
  onError: (error: unknown) => void;
}) {
  const trpc = useTRPC();
  const [confirming, setConfirming] = useState(false);
  const deactivate = useMutation(
    trpc.staff.deactivate.mutationOptions({
      onSuccess: () => {
        setConfirming(false);
        onDone(`${member.email} is deactivated: signed out everywhere, and off the host stand.`);
      },
      onError: (e) => {
        setConfirming(false);
        onError(e);
      },
    }),
  );
  const reactivate = useMutation(
    trpc.staff.reactivate.mutationOptions({
      onSuccess: () => onDone(`${member.email} can sign in again.`),
      onError,
    }),
  );

  if (member.deactivated)
    return (
      <Button
        h={44}
        variant="default"
        aria-label={`Reactivate ${member.email}`}
        loading={reactivate.isPending}
        onClick={() => reactivate.mutate({ userId: member.id })}
      >
        Reactivate
      </Button>
    );
  return (
    <>
      <Button
        h={44}
        variant="subtle"
        color="red"
        aria-label={`Deactivate ${member.email}`}
        onClick={() => setConfirming(true)}
      >
        Deactivate
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Deactivate ${member.email}?`}
        centered
      >
        <Stack>
          <Text>
            For someone who left: they can no longer sign in, they are signed out on every device (and any
            kiosk or host stand they paired), their host stand PIN ends and their name leaves the stand, and
            the invitation links they made stop working. What they did keeps their name. You can reactivate
            them later; they then set a new stand PIN.
          </Text>
          <Group justify="flex-end">
            <Button h={44} variant="default" onClick={() => setConfirming(false)}>
              Keep
            </Button>
            <Button
              h={44}
              color="red"
              loading={deactivate.isPending}
              onClick={() => deactivate.mutate({ userId: member.id })}
            >
              Deactivate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
