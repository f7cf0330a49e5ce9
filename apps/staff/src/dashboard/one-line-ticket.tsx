import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** The ticket cell of a one-line row: the floor's handle (where the floor is beside the list) and the ticket. */
export function OneLineTicket({
  ticket,
  chooser,
  color,
}: {
  ticket: string;
  chooser?: ReactNode;
  color?: string;
}) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 6 }}>
      {chooser}
      <Text fw={800} fz="lg" lh={1.2} c={color} style={{ whiteSpace: "nowrap" }}>
        {ticket}
      </Text>
    </div>
  );
}
