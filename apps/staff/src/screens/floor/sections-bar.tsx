import { Badge, Button, Group, Paper, Text } from "@mantine/core";
import type { FloorServer } from "@seatline/domain";
import type { SectionLook } from "./section-colors";

export interface SectionsBarProps {
  servers: readonly FloorServer[];
  looks: ReadonlyMap<number, SectionLook>;
  busy: ReadonlySet<string>;
  onOut: (server: FloorServer, out: boolean) => void;
  /** A manager's way into the sections (null for a host). */
  onManage: (() => void) | null;
}

/**
 * The servers of the shift above the floor (docs/product.md#sections-and-rotation): each one's colour, the covers
 * seated in their section in the last hour, whose turn it is, and the host's Out / Back toggle.
 */
export function SectionsBar({ servers, looks, busy, onOut, onManage }: SectionsBarProps) {
  if (servers.length === 0 && !onManage) return null;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Servers and sections" role="group">
      {servers.map((s) => (
        <Paper
          key={s.id}
          withBorder
          px="sm"
          py={4}
          data-testid="section-server"
          style={{ borderLeft: `6px solid ${looks.get(s.id)?.color}` }}
          bg={s.out ? "gray.1" : undefined}
        >
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} fz="sm">
              {s.name}
            </Text>
            <Text fz="sm" c="dimmed">
              {s.recentCovers} {s.recentCovers === 1 ? "cover" : "covers"} last hour
            </Text>
            {s.turn ? (
              <Badge color="seatline" variant="filled">
                Next
              </Badge>
            ) : null}
            {s.out ? (
              <Badge color="gray" variant="light">
                Out
              </Badge>
            ) : null}
            <Button
              size="xs"
              variant="default"
              mih={44}
              aria-label={s.out ? `${s.name} is back` : `Mark ${s.name} out`}
              loading={busy.has(`server:${s.id}`)}
              onClick={() => onOut(s, !s.out)}
            >
              {s.out ? "Back" : "Out"}
            </Button>
          </Group>
        </Paper>
      ))}
      {onManage ? (
        <Button variant="light" mih={44} onClick={onManage}>
          {servers.length === 0 ? "Set up sections" : "Sections"}
        </Button>
      ) : null}
    </Group>
  );
}
