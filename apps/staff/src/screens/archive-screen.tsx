import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { latestExitFirst } from "@seatline/domain";
import { notifyFailure, Spinner, useSession, useStoreEvents, useTRPC, useTRPCClient } from "@seatline/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { HistoryRow } from "../components/history-row";
import { WaitlistTable } from "../components/waitlist-table";
import { useWalkInActions } from "../hooks/use-walk-in-actions";

/** Waitlist history columns (docs/product.md#archive). */
const COLUMNS = [
  { title: "Ticket", width: 76 },
  { title: "Guest Info" },
  { title: "Size", width: 64, align: "center" },
  { title: "Waited", width: 96 },
  { title: "Status", width: 140 },
  { title: "Action", width: 176, align: "right" },
] as const;

/**
 * Archive (tab 2): opening it first moves finished entries (once), then loads today's history (docs/product.md#archive).
 * Put back returns a party to the waitlist and reloads the history; other hosts' changes show live.
 */
export function ArchiveScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { store } = useSession();
  const actions = useWalkInActions();
  const [moved, setMoved] = useState(false);
  const started = useRef(false);
  const client = useTRPCClient();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    client.waitlist.moveFinished
      .mutate()
      .catch((error: unknown) => notifyFailure(error, "Failed to move finished entries. Please try again."))
      // The history loads either way: a failed move only leaves earlier days' parties out.
      .finally(() => setMoved(true));
  }, [client]);

  const history = useQuery(trpc.waitlist.history.queryOptions(undefined, { enabled: moved }));
  useStoreEvents("waitlist", () => {
    void queryClient.invalidateQueries({ queryKey: trpc.waitlist.history.queryKey() });
  });

  if (!moved || history.isPending) return <Spinner label="Loading the archive" />;
  if (history.isError) {
    return (
      <Alert color="red" title="Could not load the archive">
        <Stack align="flex-start" gap="sm">
          {history.error.message}
          <Button onClick={() => void history.refetch()}>Retry</Button>
        </Stack>
      </Alert>
    );
  }

  const rows = latestExitFirst(history.data.entries);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h3">
          Today's seated, no-show and cancelled parties
        </Title>
        <Text c="dimmed">Most recent first · Put back returns a party to the waitlist</Text>
      </Group>
      <WaitlistTable
        label="Archive"
        columns={COLUMNS}
        empty="No seated, no-show or cancelled parties yet today."
        isEmpty={rows.length === 0}
      >
        {rows.map((entry) => (
          <HistoryRow
            key={entry.id}
            entry={entry}
            timezone={store.timezone}
            busy={actions.isBusy(entry.id)}
            onPutBack={(e) => void actions.putBack(e)}
          />
        ))}
      </WaitlistTable>
    </Stack>
  );
}
