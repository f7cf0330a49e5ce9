import { Table, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface WaitlistTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly { title: string; width?: number | string; align?: "left" | "center" | "right" }[];
  empty: string;
  isEmpty: boolean;
  /** Tighter rows, so more of a busy line fits on the screen. */
  compact?: boolean;
  /** Room each side of a cell's content (px); one-line rows need their width for the names. */
  cellPadding?: number;
  children?: ReactNode;
}

/** The host tables (waitlist and history): sticky header under the shell header, large rows, an empty state. */
export function WaitlistTable({
  label,
  columns,
  empty,
  isEmpty,
  compact = false,
  cellPadding,
  children,
}: WaitlistTableProps) {
  return (
    <Table
      aria-label={label}
      stickyHeader
      stickyHeaderOffset={64}
      verticalSpacing={compact ? 3 : "sm"}
      horizontalSpacing={cellPadding ?? "sm"}
      highlightOnHover
      withTableBorder
      layout="fixed"
    >
      {/* Column widths on <col>: a fixed layout ignores them on the cells of a sticky header. */}
      <colgroup>
        {columns.map((c) => (
          <col key={c.title} style={c.width === undefined ? undefined : { width: c.width }} />
        ))}
      </colgroup>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.title} ta={c.align} fz="sm" style={{ whiteSpace: "nowrap" }}>
              {c.title}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {isEmpty ? (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>
              <Text ta="center" c="dimmed" py="xl" fz="lg">
                {empty}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          children
        )}
      </Table.Tbody>
    </Table>
  );
}
