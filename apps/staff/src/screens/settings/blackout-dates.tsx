import { ActionIcon, Button, Group, ScrollArea, Stack, Text, Tooltip } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { formatLongDate, reservationMessages } from "@seatline/domain";
import { notifyFailure, Spinner, useTRPC } from "@seatline/ui";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ADD_BLACKOUT_FAILED, REMOVE_BLACKOUT_FAILED } from "./settings-messages";

/** Blackout dates (docs/product.md#settings): the list (capped height) with remove, and a date picker (minimum today) to add one. */
export function BlackoutDates({ today }: { today: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.reservations.blackoutDates.list.queryOptions());
  useEffect(() => {
    // docs/product.md#errors: a failed blackout load is logged only; the list stays empty.
    if (list.error) console.error("Failed to load blackout dates", list.error);
  }, [list.error]);
  const [date, setDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refetch = () =>
    queryClient.invalidateQueries({ queryKey: trpc.reservations.blackoutDates.list.queryKey() });
  const add = useMutation(
    trpc.reservations.blackoutDates.add.mutationOptions({
      onSuccess: () => {
        setDate(null);
        void refetch();
      },
      onError: (e) => notifyFailure(e, ADD_BLACKOUT_FAILED),
    }),
  );
  const remove = useMutation(
    trpc.reservations.blackoutDates.remove.mutationOptions({
      onSuccess: () => void refetch(),
      onError: (e) => notifyFailure(e, REMOVE_BLACKOUT_FAILED),
    }),
  );

  const dates = list.data ?? [];
  return (
    <Stack gap="xs">
      <Text fw={600}>Blackout Dates</Text>
      <Group align="flex-start" gap="xs">
        <DatePickerInput
          label="Date to blackout"
          minDate={today}
          previousLabel="Previous month"
          nextLabel="Next month"
          value={date}
          onChange={(d) => {
            setDate(d);
            setError(null);
          }}
          error={error}
          clearable
          w={240}
          popoverProps={{ withinPortal: true }}
        />
        <Button
          mt={25}
          loading={add.isPending}
          onClick={() => {
            if (!date) setError(reservationMessages.blackoutDate);
            else add.mutate({ date });
          }}
        >
          Add Blackout Date
        </Button>
      </Group>
      {list.isPending ? (
        <Spinner size="sm" label="Loading blackout dates" />
      ) : dates.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No blackout dates.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={180} type="auto">
          <Stack
            gap={4}
            component="ul"
            aria-label="Blackout dates"
            style={{ listStyle: "none", padding: 0, margin: 0 }}
          >
            {dates.map((d) => (
              <Group key={d} component="li" justify="space-between" wrap="nowrap" pr="sm">
                <Text>{formatLongDate(d)}</Text>
                <Tooltip label="Remove">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove blackout date ${formatLongDate(d)}`}
                    loading={remove.isPending && remove.variables?.date === d}
                    onClick={() => remove.mutate({ date: d })}
                  >
                    <IconTrash aria-hidden size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
