import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { NotifyFigures, ReportRange } from "@seatline/domain";
import { useTRPC } from "@seatline/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FigureCard } from "./figure-card";

/**
 * The notify list in Reports (docs/product.md#notify-me): requests, offers sent and taken, cancellations refilled,
 * covers recovered and the median minutes from a cancellation to its refill, beside the previous period.
 */
export function NotifySection({ range, previousLabel }: { range: ReportRange; previousLabel: string }) {
  const trpc = useTRPC();
  const report = useQuery({ ...trpc.notify.report.queryOptions(range), placeholderData: keepPreviousData });
  const data = report.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="report-notify">
      <Title order={2} fz="h3" id="report-notify">
        Notify list
      </Title>
      {data ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          {(
            [
              ["Requests", "count", (f) => f.requests],
              ["Offers sent", "count", (f) => f.offersSent],
              ["Offers taken", "count", (f) => f.offersTaken],
              ["Cancellations refilled", "count", (f) => f.cancellationsRefilled],
              ["Covers recovered", "count", (f) => f.coversRecovered],
              ["Median cancel to refill", "minutes", (f) => f.medianRefillMinutes],
            ] as const satisfies readonly (readonly [
              string,
              "count" | "minutes",
              (f: NotifyFigures) => number | null,
            ])[]
          ).map(([label, kind, value]) => (
            <FigureCard
              key={label}
              label={label}
              kind={kind}
              current={value(data.current)}
              previous={value(data.previous)}
              previousLabel={previousLabel}
            />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{report.isError ? "Could not load the notify list's figures." : "Loading…"}</Text>
      )}
    </Stack>
  );
}
