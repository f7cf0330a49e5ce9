import { BarChart } from "@mantine/charts";
import { SimpleGrid, Stack, Title, VisuallyHidden } from "@mantine/core";
import type { ReportSummary, ReservationFigures, WalkInFigures } from "@seatline/domain";
import { ComparisonTable } from "./comparison-table";
import { FigureCard } from "./figure-card";
import type { FigureKind } from "./report-format";

const GROUPS: Record<string, string> = {
  solo: "1 guest",
  two: "2 guests",
  three_four: "3-4 guests",
  five_plus: "5+ guests",
};
const SOURCES: Record<string, string> = {
  public: "Public page",
  staff: "Staff",
  legacy: "Legacy API",
  notify: "Notify list",
};

const walkInColumns = [
  { label: "Parties", kind: "count", value: (f: WalkInFigures) => f.parties },
  { label: "Covers", kind: "count", value: (f: WalkInFigures) => f.covers },
  { label: "Avg wait", kind: "minutes", value: (f: WalkInFigures) => f.avgWait },
  { label: "Median wait", kind: "minutes", value: (f: WalkInFigures) => f.medianWait },
  { label: "Quotes off by (avg)", kind: "minutes", value: (f: WalkInFigures) => f.quoteMae },
  { label: "Quotes within 10 min", kind: "share", value: (f: WalkInFigures) => f.within10 },
  { label: "Waited longer than quoted", kind: "share", value: (f: WalkInFigures) => f.underQuote },
  { label: "Walk-away rate", kind: "share", value: (f: WalkInFigures) => f.walkAway },
] as const;

const reservationColumns = [
  { label: "Bookings", kind: "count", value: (f: ReservationFigures) => f.bookings },
  { label: "Covers", kind: "count", value: (f: ReservationFigures) => f.covers },
  { label: "No-show rate", kind: "share", value: (f: ReservationFigures) => f.noShowRate },
  { label: "Cancellations", kind: "count", value: (f: ReservationFigures) => f.cancellations },
  { label: "Confirmed by reply", kind: "share", value: (f: ReservationFigures) => f.confirmedByReply },
] as const;

/** A period's headline figures as cards, each beside the previous period's. */
function FigureGrid<F>(props: {
  cols: number;
  columns: readonly { label: string; kind: FigureKind; value: (f: F) => number | null }[];
  figures: { current: F; previous: F };
  previousLabel: string;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: props.cols }} spacing="sm">
      {props.columns.map((c) => (
        <FigureCard
          key={c.label}
          label={c.label}
          kind={c.kind}
          current={c.value(props.figures.current)}
          previous={c.value(props.figures.previous)}
          previousLabel={props.previousLabel}
        />
      ))}
    </SimpleGrid>
  );
}

interface SectionProps {
  report: ReportSummary;
  previousLabel: string;
}

export function WalkInsSection({ report, previousLabel }: SectionProps) {
  const { all, groups } = report.walkIns;
  const waits = groups.map((g) => ({
    group: GROUPS[g.group] ?? g.group,
    current: Math.round((g.current.avgWait ?? 0) * 10) / 10,
    previous: Math.round((g.previous.avgWait ?? 0) * 10) / 10,
  }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="report-walk-ins">
      <Title order={2} fz="h3" id="report-walk-ins">
        Walk-ins
      </Title>
      <FigureGrid cols={4} columns={walkInColumns} figures={all} previousLabel={previousLabel} />
      <ComparisonTable
        caption="Walk-ins by party size. The quote figures compare the wait each party was told with how long it really waited (seated parties only)."
        rowHeader="Party size"
        rows={groups.map((g) => ({
          label: GROUPS[g.group] ?? g.group,
          current: g.current,
          previous: g.previous,
        }))}
        columns={[...walkInColumns]}
        previousLabel={previousLabel}
      />
      <div aria-hidden="true">
        <BarChart
          h={200}
          data={waits}
          dataKey="group"
          unit=" min"
          withLegend
          series={[
            { name: "current", label: "Average wait", color: "blue.6" },
            { name: "previous", label: `Average wait, ${previousLabel}`, color: "gray.5" },
          ]}
        />
      </div>
      <VisuallyHidden>The chart above shows the table's average waits by party size.</VisuallyHidden>
    </Stack>
  );
}

export function ReservationsSection({ report, previousLabel }: SectionProps) {
  const { all, sources } = report.reservations;
  return (
    <Stack gap="sm" component="section" aria-labelledby="report-reservations">
      <Title order={2} fz="h3" id="report-reservations">
        Reservations
      </Title>
      <FigureGrid cols={5} columns={reservationColumns} figures={all} previousLabel={previousLabel} />
      <ComparisonTable
        caption="Reservations by where they were booked."
        rowHeader="Source"
        rows={sources.map((s) => ({
          label: SOURCES[s.source] ?? s.source,
          current: s.current,
          previous: s.previous,
        }))}
        columns={[...reservationColumns]}
        previousLabel={previousLabel}
      />
    </Stack>
  );
}

export function TextsSection({ report, previousLabel }: SectionProps) {
  const { current, previous } = report.texts;
  const figures = [
    { label: "Texts sent", current: current.sent, previous: previous.sent },
    { label: "Delivered", current: current.delivered, previous: previous.delivered },
    { label: "Failed", current: current.failed, previous: previous.failed },
    { label: "Opted out", current: current.optedOut, previous: previous.optedOut },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="report-texts">
      <Title order={2} fz="h3" id="report-texts">
        Texts
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {figures.map((f) => (
          <FigureCard key={f.label} kind="count" previousLabel={previousLabel} {...f} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
