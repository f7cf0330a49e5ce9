import { Table, Text } from "@mantine/core";
import type { ReportSummary } from "@seatline/domain";
import { heatShade, hourLabel, WEEKDAYS } from "./report-format";

const SHADES = ["blue.0", "blue.1", "blue.2", "blue.3", "blue.4"] as const;

/**
 * Average wait by weekday × hour the party joined, as a table whose cells are shaded by the wait (lightest =
 * shortest). Being a table, screen readers read every number with its weekday and hour.
 */
export function WaitHeatmap({ cells }: { cells: ReportSummary["heatmap"] }) {
  if (cells.length === 0) {
    return <Text c="gray.7">No seated walk-ins in this range.</Text>;
  }
  const hours = cells.map((c) => c.hour);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const columns = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const max = Math.max(...cells.map((c) => c.avgWait));
  const at = new Map(cells.map((c) => [`${c.weekday}-${c.hour}`, c]));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        withTableBorder
        withColumnBorders
        fz="sm"
        verticalSpacing={4}
        horizontalSpacing={4}
        layout="fixed"
      >
        <Table.Caption>
          Average wait in minutes of seated walk-ins, by the weekday and hour they joined (darker is longer).
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={104}>
              Weekday
            </Table.Th>
            {columns.map((h) => (
              <Table.Th key={h} scope="col" ta="center">
                {hourLabel(h)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {WEEKDAYS.map((day, i) => (
            <Table.Tr key={day}>
              <Table.Th scope="row">{day}</Table.Th>
              {columns.map((h) => {
                const cell = at.get(`${i + 1}-${h}`);
                return (
                  <Table.Td
                    key={h}
                    ta="center"
                    bg={cell ? SHADES[heatShade(cell.avgWait, max)] : undefined}
                    c="dark.9"
                    title={cell ? `${cell.parties} parties` : undefined}
                  >
                    {cell ? Math.round(cell.avgWait) : "–"}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
