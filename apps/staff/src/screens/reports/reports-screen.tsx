import "@mantine/charts/styles.css";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  addDays,
  presetRange,
  previousRange,
  type ReportPreset,
  type ReportRange,
  rangeDays,
  storeDate,
} from "@seatline/domain";
import { Spinner, useSession, useTRPC } from "@seatline/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CoversChart } from "./covers-chart";
import { ExportButtons } from "./export-menu";
import { NotifySection } from "./notify-section";
import { RangePicker } from "./range-picker";
import { rangeLabel } from "./report-format";
import { ReservationsSection, TextsSection, WalkInsSection } from "./sections";
import { TablesSection } from "./tables-section";
import { WaitHeatmap } from "./wait-heatmap";

/**
 * Reports (tab 5, docs/product.md#reports): for a range in store time, walk-ins (waits, quote accuracy, walk-aways by party size),
 * a wait heatmap, covers per 15 minutes for a chosen day, tables (turns, utilisation, covers), reservations by source
 * and texts, each beside the previous
 * period of the same length; CSV exports of the range and a ZIP of everything. Its own chunk, charts included.
 */
export function ReportsScreen() {
  const trpc = useTRPC();
  const { store, user } = useSession();
  const today = storeDate(store.timezone, new Date());
  const [preset, setPreset] = useState<ReportPreset>("7d");
  const [custom, setCustom] = useState<ReportRange>(
    () => presetRange("30d", today) ?? { from: today, to: today },
  );
  const range = presetRange(preset, today) ?? custom;
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  // Today's service is not over: a range ending today opens the covers chart on yesterday.
  const defaultDay = range.to === today && range.from < today ? addDays(today, -1) : range.to;
  const day = pickedDay && pickedDay >= range.from && pickedDay <= range.to ? pickedDay : defaultDay;
  const report = useQuery({ ...trpc.reports.summary.queryOptions(range), placeholderData: keepPreviousData });
  const days = rangeDays(range);
  const previous = previousRange(range);
  const previousLabel = days === 1 ? "day before" : `previous ${days} days`;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <RangePicker
            preset={preset}
            onPreset={setPreset}
            custom={custom}
            onCustom={setCustom}
            today={today}
          />
          {/* Exports carry guests' names and phones: owners only (the server refuses the rest too). */}
          {user.role === "owner" ? <ExportButtons from={range.from} to={range.to} /> : null}
        </Group>
        <Text c="gray.7" fz="sm" aria-live="polite">
          {rangeLabel(range.from, range.to)} ({store.timezone}), compared with{" "}
          {rangeLabel(previous.from, previous.to)}
        </Text>
      </Stack>
      {report.isPending ? (
        <Spinner label="Loading the report" />
      ) : report.isError ? (
        <Alert color="red" title="Could not load the report">
          <Stack align="flex-start" gap="sm">
            {report.error.message}
            <Button onClick={() => void report.refetch()}>Retry</Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="xl" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isFetching}>
          <WalkInsSection report={report.data} previousLabel={previousLabel} />
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="report-heatmap">
            <Title order={2} fz="h3" id="report-heatmap" mb="sm">
              Average wait by weekday and hour
            </Title>
            <WaitHeatmap cells={report.data.heatmap} />
          </Paper>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="report-covers">
            <Title order={2} fz="h3" id="report-covers" mb="sm">
              Covers per 15 minutes
            </Title>
            <CoversChart day={day} onDayChange={setPickedDay} from={range.from} to={range.to} />
          </Paper>
          <TablesSection range={range} previousLabel={previousLabel} />
          <ReservationsSection report={report.data} previousLabel={previousLabel} />
          <NotifySection range={range} previousLabel={previousLabel} />
          <TextsSection report={report.data} previousLabel={previousLabel} />
        </Stack>
      )}
    </Stack>
  );
}
