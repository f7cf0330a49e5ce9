import { notifications } from "@mantine/notifications";
import { type FloorView, seatDropRefusal } from "@seatline/domain";
import { useTRPC } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { useReservationRowActions } from "../hooks/use-reservation-row-actions";
import type { useWalkInActions } from "../hooks/use-walk-in-actions";
import { choiceKey, choiceParty, type SeatChoice } from "./seat-choice";

interface Actions {
  walkIns: ReturnType<typeof useWalkInActions>;
  reservations: ReturnType<typeof useReservationRowActions>;
}

/**
 * Seating by tap and by drag where the waitlist and the floor are both on screen (docs/product.md#the-floor): the
 * chosen party (Escape lets it go), and seating a party at a table, checked first by seatDropRefusal: a table that
 * does not fit or is taken is explained (a notice and the floor's status line) and nothing is sent.
 */
export function useFloorSeating({ walkIns, reservations }: Actions) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<SeatChoice | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!chosen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setChosen(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [chosen]);

  const seatAt = useCallback(
    async (choice: SeatChoice, tableId: number): Promise<void> => {
      const floor = queryClient.getQueryData<FloorView>(trpc.floor.view.queryKey());
      const table = floor?.tables.find((t) => t.id === tableId);
      if (!table) return;
      const refusal = seatDropRefusal(table, choiceParty(choice));
      if (refusal) {
        setMessage(refusal);
        notifications.show({ color: "red", message: refusal, autoClose: 8000 });
        return;
      }
      setMessage(null);
      const ok =
        choice.kind === "walk-in"
          ? await walkIns.seatAtTable(choice.entry, [table.id], [table.name])
          : await reservations.seatAtTable(choice.row, [table.id], [table.name]);
      if (ok) setChosen((c) => (c && choiceKey(c) === choiceKey(choice) ? null : c));
    },
    [queryClient, trpc, walkIns, reservations],
  );

  const toggle = useCallback((choice: SeatChoice) => {
    setMessage(null);
    setChosen((c) => (c && choiceKey(c) === choiceKey(choice) ? null : choice));
  }, []);

  return { chosen, setChosen, toggle, seatAt, message, setMessage };
}
