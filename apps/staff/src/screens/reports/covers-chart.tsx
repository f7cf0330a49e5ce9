import { BarChart } from "@mantine/charts";
import { Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { formatTime12 } from "@seatline/domain";
import { useTRPC } from "@seatline/ui";
import { useQuery } from "@tanstack/react-query";

export interface CoversChartProps {
  day: string;
  onDayChange: (day: string) => void;
  /** The report's range: the days one may pick. */
  from: string;
  to: string;
}

/** Guests seated per 15 minutes on one day of the range: walk-ins when seated, bookings at their time. */
export function CoversChart({ day, onDayChange, from, to }: CoversChartProps) {
  const trpc = useTRPC();
  const covers = useQuery(trpc.reports.coversDay.queryOptions({ date: day }));
  const quarters = covers.data?.quarters ?? [];
  const data = quarters.map((q) => ({ ...q, label: formatTime12(q.time) }));
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Text c="gray.7" fz="sm">
          Guests seated per 15 minutes: walk-ins when seated, bookings at their booked time.
        </Text>
        <DatePickerInput
          label="Day"
          value={day}
          minDate={from}
          maxDate={to}
          onChange={(v) => v && onDayChange(v)}
          w={200}
          valueFormat="ddd, MMM D, YYYY"
        />
      </Group>
      {covers.isPending ? (
        <Text c="gray.7">Loading covers…</Text>
      ) : covers.isError ? (
        <Text c="red.8">Could not load the covers: {covers.error.message}</Text>
      ) : data.length === 0 ? (
        <Text c="gray.7">No guests were seated on this day.</Text>
      ) : (
        <>
          <div aria-hidden="true" data-testid="covers-chart">
            <BarChart
              h={240}
              data={data}
              dataKey="label"
              type="stacked"
              withLegend
              tickLine="y"
              series={[
                { name: "walkIns", label: "Walk-ins", color: "blue.6" },
                { name: "reservations", label: "Reservations", color: "teal.6" },
              ]}
            />
          </div>
          <VisuallyHidden>
            <Table>
              <Table.Caption>Guests seated per 15 minutes</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Time</Table.Th>
                  <Table.Th scope="col">Walk-ins</Table.Th>
                  <Table.Th scope="col">Reservations</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((q) => (
                  <Table.Tr key={q.time}>
                    <Table.Th scope="row">{q.label}</Table.Th>
                    <Table.Td>{q.walkIns}</Table.Td>
                    <Table.Td>{q.reservations}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
