import { Badge, Group, Text } from "@mantine/core";

/** The ticket (or "Res"), with "Remote" under it for a party that joined from its phone. */
export function TicketLabel({ ticket, remote, color }: { ticket: string; remote: boolean; color?: string }) {
  return (
    <Group gap={4} wrap="wrap" align="center">
      <Text fw={800} fz="xl" c={color} lh={1.2}>
        {ticket}
      </Text>
      {remote ? (
        <Badge
          size="sm"
          variant="light"
          tt="none"
          px={6}
          title="Joined from their phone"
          styles={{ root: { overflow: "visible" }, label: { overflow: "visible" } }}
        >
          Remote
        </Badge>
      ) : null}
    </Group>
  );
}
