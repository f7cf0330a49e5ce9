import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { seatsText, type TableSuggestion, type WaitlistEntryView } from "@seatline/domain";
import { useTRPC } from "@seatline/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { partyLabel } from "../hooks/use-walk-in-actions";

export interface SeatTableDialogProps {
  entry: WaitlistEntryView | null;
  opened: boolean;
  busy: boolean;
  onPick: (entry: WaitlistEntryView, suggestion: TableSuggestion) => void;
  onClose: () => void;
}

function suggestionName(s: TableSuggestion): string {
  const tables = s.names.length === 1 ? `Table ${s.names[0]}` : `Tables ${s.names.join(" + ")}`;
  return `${tables}, ${seatsText(s.seats)}, ${s.areaName}${s.inPreferredArea ? ", preferred area" : ""}`;
}

/**
 * "Seat at table" (docs/product.md#the-floor): the free tables that fit the party, best first, one button each; the
 * first has the focus, Tab and Enter pick another. A table another host just took refreshes the list.
 */
export function SeatTableDialog({ entry, opened, busy, onPick, onClose }: SeatTableDialogProps) {
  const trpc = useTRPC();
  const suggestions = useQuery(
    trpc.floor.suggestions.queryOptions({ id: entry?.id ?? 1 }, { enabled: opened && entry !== null }),
  );
  // The list arrives after the dialog opened (and took the focus): hand it to the best fit, so Enter seats there.
  const best = useRef<HTMLButtonElement>(null);
  const loaded = suggestions.data;
  useEffect(() => {
    if (opened && loaded && loaded.length > 0) best.current?.focus();
  }, [opened, loaded]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={entry ? `Seat ${partyLabel(entry)}, party of ${entry.partySize}` : ""}
    >
      {suggestions.isPending ? (
        <Group justify="center" p="md">
          <Loader aria-label="Finding tables" />
        </Group>
      ) : suggestions.isError ? (
        <Alert color="red" title="Could not find tables">
          {suggestions.error.message}
        </Alert>
      ) : suggestions.data.length === 0 ? (
        <Text>No free table fits a party of {entry?.partySize} right now.</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          aria-label="Free tables that fit, best first"
          style={{ listStyle: "none", margin: 0, padding: 0 }}
        >
          {suggestions.data.map((s, i) => (
            <li key={s.tableIds.join("+")}>
              <Button
                fullWidth
                h={52}
                justify="space-between"
                variant={i === 0 ? "filled" : "default"}
                ref={i === 0 ? best : undefined}
                disabled={busy || !entry}
                aria-label={suggestionName(s)}
                onClick={() => entry && onPick(entry, s)}
                rightSection={
                  i === 0 ? (
                    <Badge color="white" c="seatline.9" variant="filled" aria-hidden>
                      Best fit
                    </Badge>
                  ) : null
                }
              >
                <Text fw={700} span>
                  {s.names.length === 1 ? `Table ${s.names[0]}` : `Tables ${s.names.join(" + ")}`}
                </Text>
                <Text span ml="sm" fz="sm">
                  {seatsText(s.seats)} · {s.areaName}
                </Text>
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
