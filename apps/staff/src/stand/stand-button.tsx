import { ActionIcon, Button, Text, Tooltip } from "@mantine/core";
import { useSession, useTRPC } from "@seatline/ui";
import { IconKey, IconUserCircle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";

/** The PIN dialog's form loads when first opened. */
const MyStandPinDialog = lazy(() => import("./my-stand-pin").then((m) => ({ default: m.MyStandPinDialog })));

/**
 * The header's host-stand button (docs/architecture.md "Device sessions"): on the stand, who is at it and Switch (the
 * lock screen comes back for the next host); on a person's own sign-in, their stand PIN.
 */
export function StandButton() {
  const { stand } = useSession();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pinOpen, setPinOpen] = useState(false);
  const lock = useMutation(
    trpc.stand.lock.mutationOptions({
      onSettled: () => void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
    }),
  );
  if (stand?.atStand) {
    return (
      <Button
        h={44}
        variant="light"
        leftSection={<IconUserCircle aria-hidden size={20} />}
        loading={lock.isPending}
        onClick={() => lock.mutate()}
        aria-label={`${stand.atStand.name} is at the stand. Switch host`}
        styles={{ label: { minWidth: 0 } }}
        miw={0}
      >
        {/* A long name gives way; "Switch" never does. */}
        <Text span inherit truncate maw={160}>
          {stand.atStand.name}
        </Text>
        &nbsp;· Switch
      </Button>
    );
  }
  return (
    <>
      <Tooltip label="Your host stand PIN">
        <ActionIcon size={44} variant="default" aria-label="Stand PIN" onClick={() => setPinOpen(true)}>
          <IconKey aria-hidden />
        </ActionIcon>
      </Tooltip>
      {pinOpen ? (
        <Suspense fallback={null}>
          <MyStandPinDialog opened onClose={() => setPinOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
