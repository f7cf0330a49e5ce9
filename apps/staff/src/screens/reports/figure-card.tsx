import { Paper, Text } from "@mantine/core";
import { type FigureKind, formatChange, formatFigure } from "./report-format";

export interface FigureCardProps {
  label: string;
  kind: FigureKind;
  current: number | null;
  previous: number | null;
  /** e.g. "previous 7 days" */
  previousLabel: string;
}

/** One figure of the report, with the previous period's value and the change. */
export function FigureCard({ label, kind, current, previous, previousLabel }: FigureCardProps) {
  const change = formatChange(kind, current, previous);
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text fz="sm" fw={600} c="gray.7">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2} data-testid={`figure-${label}`}>
        {formatFigure(kind, current)}
      </Text>
      <Text fz="xs" c="gray.7">
        {change ? `${change} · ` : ""}
        {previousLabel}: {formatFigure(kind, previous)}
      </Text>
    </Paper>
  );
}
