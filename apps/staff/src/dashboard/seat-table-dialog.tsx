import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { type GuestBadge, seatsText, type TableSuggestion, type WaitlistEntryView } from "@seatline/domain";
import { useTRPC } from "@seatline/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { GuestSummary } from "../guest-book/guest-summary";
import { partyLabel } from "../hooks/use-walk-in-actions";

/**
 * "Table 17, 6 seats, Indoor, larger table" / "Tables 5 + 6, 8 seats, Indoor, pushed together, preferred area", and
 * the section's server when tables have sections ("…, Ana's section").
 */
function suggestionName(s: TableSuggestion): string {
  const tables = s.names.length === 1 ? `Table ${s.names[0]}` : `Tables ${s.names.join(" + ")}`;
  const how = s.names.length > 1 ? ", pushed together" : s.larger ? ", larger table" : "";
  const section = s.server ? `, ${s.server}'s section` : "";
  return `${tables}, ${seatsText(s.seats)}, ${s.areaName}${how}${s.inPreferredArea ? ", preferred area" : ""}${section}`;
}

/** The suggestions as a query answers them (pending, failed or the list). */
interface SuggestionsState {
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
  data: TableSuggestion[] | undefined;
}

export interface SeatPickerProps {
  /** "Seat A3 Rivera, party of 4". */
  title: string;
  partySize: number;
  /** The guest book's badge of the party (docs/product.md#guest-book); none without a profile. */
  guest?: GuestBadge | null;
  opened: boolean;
  busy: boolean;
  suggestions: SuggestionsState;
  onPick: (suggestion: TableSuggestion) => void;
  onClose: () => void;
}

/**
 * "Seat at table" (docs/product.md#the-floor), for a walk-in or a booking: every free table, and set of free tables
 * pushed together, that can take the party, best first (larger tables marked), one button each; the first has the focus, Tab and Enter pick another. A table another host just took
 * refreshes the list. Above the tables, the guest's badge and tags when the party has a profile.
 */
export function SeatPicker({
  title,
  partySize,
  guest,
  opened,
  busy,
  suggestions,
  onPick,
  onClose,
}: SeatPickerProps) {
  // The list arrives after the dialog opened (and took the focus): hand it to the best fit, so Enter seats there.
  const best = useRef<HTMLButtonElement>(null);
  const loaded = suggestions.data;
  useEffect(() => {
    if (opened && loaded && loaded.length > 0) best.current?.focus();
  }, [opened, loaded]);
  return (
    // Wide enough for "Table 11, 4 seats, Indoor, preferred area" beside the Best fit badge.
    <Modal opened={opened} onClose={onClose} centered size="lg" title={title}>
      {/* The host sees who they seat: a regular, an allergy, a no-show habit (the panel is one tap away). */}
      {guest ? (
        <Stack mb="sm">
          <GuestSummary guest={guest} />
        </Stack>
      ) : null}
      {suggestions.isPending ? (
        <Group justify="center" p="md">
          <Loader aria-label="Finding tables" />
        </Group>
      ) : suggestions.isError || !suggestions.data ? (
        <Alert color="red" title="Could not find tables">
          {suggestions.error?.message}
        </Alert>
      ) : suggestions.data.length === 0 ? (
        <Text>No free table fits a party of {partySize} right now.</Text>
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
                ref={i === 0 ? best : undefined}
                fullWidth
                h={52}
                justify="space-between"
                // A long name wraps rather than hiding behind the badge.
                styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
                variant={i === 0 ? "filled" : "default"}
                disabled={busy}
                onClick={() => onPick(s)}
                rightSection={
                  i === 0 ? (
                    <Badge color="white" c="seatline.9" variant="filled">
                      {s.turn ? `${s.server}'s turn` : "Best fit"}
                    </Badge>
                  ) : null
                }
              >
                {/* The visible words are the button's name: "Table 11, 4 seats, Indoor, preferred area Best fit". */}
                {suggestionName(s)}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

export interface SeatTableDialogProps {
  entry: WaitlistEntryView | null;
  opened: boolean;
  busy: boolean;
  onPick: (entry: WaitlistEntryView, suggestion: TableSuggestion) => void;
  onClose: () => void;
}

/** The picker for a waiting walk-in. */
export function SeatTableDialog({ entry, opened, busy, onPick, onClose }: SeatTableDialogProps) {
  const trpc = useTRPC();
  const suggestions = useQuery(
    trpc.floor.suggestions.queryOptions({ id: entry?.id ?? 1 }, { enabled: opened && entry !== null }),
  );
  return (
    <SeatPicker
      title={entry ? `Seat ${partyLabel(entry)}, party of ${entry.partySize}` : ""}
      partySize={entry?.partySize ?? 0}
      guest={entry?.guest}
      opened={opened}
      busy={busy || !entry}
      suggestions={suggestions}
      onPick={(s) => entry && onPick(entry, s)}
      onClose={onClose}
    />
  );
}

/** A booking as the picker needs it (a Reservations tab row or a Dashboard reservation row). */
export interface BookingToSeat {
  uuid: string;
  guestName: string;
  partySize: number;
  guest?: GuestBadge | null;
}

export interface SeatBookingDialogProps {
  booking: BookingToSeat | null;
  opened: boolean;
  busy: boolean;
  onPick: (booking: BookingToSeat, suggestion: TableSuggestion) => void;
  onClose: () => void;
}

/** The picker for an arriving booking (its size, its seating preference; the table held for it is offered). */
export function SeatBookingDialog({ booking, opened, busy, onPick, onClose }: SeatBookingDialogProps) {
  const trpc = useTRPC();
  const suggestions = useQuery(
    trpc.floor.reservationSuggestions.queryOptions(
      { uuid: booking?.uuid ?? "00000000-0000-4000-8000-000000000000" },
      { enabled: opened && booking !== null },
    ),
  );
  return (
    <SeatPicker
      title={booking ? `Seat ${booking.guestName} (reservation), party of ${booking.partySize}` : ""}
      partySize={booking?.partySize ?? 0}
      guest={booking?.guest}
      opened={opened}
      busy={busy || !booking}
      suggestions={suggestions}
      onPick={(s) => booking && onPick(booking, s)}
      onClose={onClose}
    />
  );
}
