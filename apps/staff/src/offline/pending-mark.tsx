import { Badge, Text } from "@mantine/core";

import type { HostChange } from "./host-changes";

const LABELS: Record<HostChange["kind"], string> = {
  seat: "Seat pending",
  alert: "Alert pending: will text when back online",
  alertAgain: "Alert pending: will text when back online",
  remove: "No show pending",
  note: "Note pending",
  putBack: "Put back pending",
  resAlert: "Alert pending: will text when back online",
  resSeat: "Seat pending",
  resNoShow: "No show pending",
  resNote: "Note pending",
};

/** What a row shows of its party's queued changes: a mark per change not yet sent, and a refusal's message. */
export function PendingMark({ changes }: { changes: HostChange[] | undefined }) {
  if (!changes || changes.length === 0) return null;
  return (
    <>
      {changes.map((change) =>
        change.refused ? (
          <Text key={change.key} fz="sm" fw={700} c="red.8" data-testid="row-refused">
            {change.refused}
          </Text>
        ) : (
          <Badge key={change.key} color="orange" variant="light" size="lg" data-testid="row-pending">
            {LABELS[change.kind]}
          </Badge>
        ),
      )}
    </>
  );
}

/** The entry as the host will see it once its queued changes land (the note; alerts counted). */
export function withPendingChanges<T extends { note: string }>(row: T, changes: HostChange[] | undefined): T {
  if (!changes) return row;
  let next = row;
  for (const change of changes) {
    if (change.refused) continue;
    if (change.kind === "note" || change.kind === "resNote") next = { ...next, note: change.note ?? "" };
  }
  return next;
}

/** A seat, no show, put back or alert is waiting: the row's actions wait for it (no second alert, no seat twice). */
export function actionsWait(changes: HostChange[] | undefined): boolean {
  return (changes ?? []).some(
    (c) =>
      !c.refused &&
      (c.kind === "seat" || c.kind === "remove" || c.kind === "putBack" || c.kind.startsWith("alert")),
  );
}
