import { Table, Text } from "@mantine/core";
import { type FigureKind, formatChange, formatFigure } from "./report-format";

export interface ComparisonColumn<F> {
  label: string;
  kind: FigureKind;
  value: (f: F) => number | null;
}

export interface ComparisonTableProps<F> {
  caption: string;
  rowHeader: string;
  /** `key` when two rows could share a label (a removed table and a live one of the same name). */
  rows: { key?: string | number; label: string; current: F; previous: F }[];
  columns: ComparisonColumn<F>[];
  previousLabel: string;
}

/** Figures by group (rows) with each cell's previous-period value under it: a real table, for everyone. */
export function ComparisonTable<F>({
  caption,
  rowHeader,
  rows,
  columns,
  previousLabel,
}: ComparisonTableProps<F>) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder verticalSpacing={6} fz="sm">
        <Table.Caption>
          {caption} Under each figure: its change from the {previousLabel} and their value (vs).
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{rowHeader}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.label} scope="col" ta="right">
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key ?? row.label}>
              <Table.Th scope="row" fw={600}>
                {row.label}
              </Table.Th>
              {columns.map((c) => {
                const cur = c.value(row.current);
                const prev = c.value(row.previous);
                const change = formatChange(c.kind, cur, prev);
                return (
                  <Table.Td key={c.label} ta="right">
                    <Text fz="sm" fw={600} span display="block">
                      {formatFigure(c.kind, cur)}
                    </Text>
                    <Text fz="xs" c="gray.7" span display="block">
                      {change ? `${change} ` : ""}vs {formatFigure(c.kind, prev)}
                    </Text>
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
