import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReportRange, TableFigures } from "@seatline/domain";
import { useTRPC } from "@seatline/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ComparisonTable } from "./comparison-table";
import { FigureCard } from "./figure-card";

const GROUPS: Record<string, string> = {
  solo: "1 guest",
  two: "2 guests",
  three_four: "3-4 guests",
  five_plus: "5+ guests",
};

const turnColumns = [
  { label: "Turns", kind: "count", value: (f: TableFigures) => f.turns },
  { label: "Avg turn", kind: "minutes", value: (f: TableFigures) => f.avgTurn },
  { label: "Median turn", kind: "minutes", value: (f: TableFigures) => f.medianTurn },
  { label: "Covers", kind: "count", value: (f: TableFigures) => f.covers },
] as const;
const allColumns = [
  ...turnColumns,
  { label: "Utilisation", kind: "share", value: (f: TableFigures) => f.utilisation },
] as const;

/**
 * The tables in Reports (docs/product.md#reports, "Tables"): turn times (seated to cleared) overall, by party size, by
 * area, by table and by server (docs/product.md#sections-and-rotation), the share of the opening hours each table had a
 * party (utilisation) and covers per table and per server, each beside the previous period. Real tables, so a screen reader reads every cell.
 */
export function TablesSection({ range, previousLabel }: { range: ReportRange; previousLabel: string }) {
  const trpc = useTRPC();
  const report = useQuery({ ...trpc.reports.tables.queryOptions(range), placeholderData: keepPreviousData });
  const data = report.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="report-tables">
      <Title order={2} fz="h3" id="report-tables">
        Tables
      </Title>
      {data ? (
        <>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            {allColumns.map((c) => (
              <FigureCard
                key={c.label}
                label={c.label}
                kind={c.kind}
                current={c.value(data.all.current)}
                previous={c.value(data.all.previous)}
                previousLabel={previousLabel}
              />
            ))}
          </SimpleGrid>
          <Text fz="sm" c="gray.7">
            A turn is a party's time from seated to cleared. Utilisation is the share of the opening hours (
            {Math.round(data.openMinutes.current / 60).toLocaleString("en-US")} h in this range so far) a
            party sat at a table.
          </Text>
          <ComparisonTable
            caption="Turns by party size."
            rowHeader="Party size"
            rows={data.groups.map((g) => ({
              label: GROUPS[g.group] ?? g.group,
              current: g.current,
              previous: g.previous,
            }))}
            columns={[...turnColumns]}
            previousLabel={previousLabel}
          />
          <ComparisonTable
            caption="Turns and utilisation by area (of the area's tables together)."
            rowHeader="Area"
            rows={data.areas.map((a) => ({ label: a.area, current: a.current, previous: a.previous }))}
            columns={[...allColumns]}
            previousLabel={previousLabel}
          />
          <ComparisonTable
            caption="Each table: its turns, covers (a party at pushed-together tables counts at each) and utilisation."
            rowHeader="Table"
            rows={data.tables.map((t) => ({
              key: t.tableId,
              label: `${t.name} · ${t.area}, ${t.seats} ${t.seats === 1 ? "seat" : "seats"}${t.retired ? " (removed)" : ""}`,
              current: t.current,
              previous: t.previous,
            }))}
            columns={[...allColumns]}
            previousLabel={previousLabel}
          />
          {data.servers.length > 0 ? (
            <ComparisonTable
              caption="Covers per server: each party for the section it sat in (set on the Floor tab)."
              rowHeader="Server"
              rows={data.servers.map((s) => ({
                key: s.serverId,
                label: `${s.name}${s.retired ? " (removed)" : ""}`,
                current: s.current,
                previous: s.previous,
              }))}
              columns={[...turnColumns]}
              previousLabel={previousLabel}
            />
          ) : null}
        </>
      ) : (
        <Text c="dimmed">{report.isError ? "Could not load the tables' figures." : "Loading…"}</Text>
      )}
    </Stack>
  );
}
