import { ActionIcon, Button, Fieldset, Group, Stack, Switch, Text, TextInput } from "@mantine/core";
import { DEFAULT_RANGE, dayRanges, dayValue, type FormRange, MAX_RANGES_PER_DAY } from "@seatline/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import classes from "./opening-hours.module.css";

/** Opens, closes and remove on one line down to a 375 px phone (the time fields share what the button leaves). */
const RANGE_ROW = {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) 44px",
  gap: 6,
  alignItems: "end",
} as const;
const TIME_CLASSES = { input: classes.time } as const;

export interface OpeningHoursDayProps {
  /** "Monday". */
  day: string;
  /** The day's form text ("closed" or "11:00-14:30,17:00-22:00"). */
  value: string;
  onChange: (value: string) => void;
}

/** One weekday of the Opening Hours editor: a Closed switch, its ranges (opens / closes) with remove, and Add hours. */
export function OpeningHoursDay({ day, value, onChange }: OpeningHoursDayProps) {
  const ranges = dayRanges(value);
  const closed = ranges === null;
  const setRange = (i: number, change: Partial<FormRange>) =>
    onChange(dayValue((ranges ?? []).map((r, j) => (j === i ? { ...r, ...change } : r))));
  const remove = (i: number) => onChange(dayValue((ranges ?? []).filter((_, j) => j !== i)));
  const add = () => {
    const last = ranges?.at(-1);
    // A second shift starts where the last one closed, for the host to adjust.
    const next = last ? { open: last.close, close: DEFAULT_RANGE.close } : DEFAULT_RANGE;
    onChange(dayValue([...(ranges ?? []), next]));
  };
  return (
    <Fieldset legend={day} variant="filled" p="sm" data-testid={`hours-${day}`}>
      <Stack gap="xs">
        <Switch
          size="lg"
          label="Closed"
          checked={closed}
          onChange={(e) => onChange(e.currentTarget.checked ? dayValue(null) : dayValue([DEFAULT_RANGE]))}
          styles={{ body: { minHeight: 44, alignItems: "center" }, label: { paddingBlock: 10 } }}
        />
        {closed ? (
          <Text c="dimmed" fz="sm">
            Closed all day
          </Text>
        ) : (
          (ranges ?? []).map((r, i) => (
            // A range has no identity but its place in the day.
            <div key={i} style={RANGE_ROW}>
              <TextInput
                type="time"
                step={900}
                size="md"
                label={i === 0 ? "Opens" : `Opens (${i + 1})`}
                aria-label={`${day} opens${ranges && ranges.length > 1 ? `, range ${i + 1}` : ""}`}
                value={r.open}
                onChange={(e) => setRange(i, { open: e.currentTarget.value })}
                classNames={TIME_CLASSES}
              />
              <TextInput
                type="time"
                step={900}
                size="md"
                label={i === 0 ? "Closes" : `Closes (${i + 1})`}
                aria-label={`${day} closes${ranges && ranges.length > 1 ? `, range ${i + 1}` : ""}`}
                value={r.close}
                onChange={(e) => setRange(i, { close: e.currentTarget.value })}
                classNames={TIME_CLASSES}
              />
              <ActionIcon
                size={44}
                variant="subtle"
                color="red"
                aria-label={`Remove ${day} ${r.open} to ${r.close}`}
                onClick={() => remove(i)}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </div>
          ))
        )}
        {!closed && (ranges?.length ?? 0) < MAX_RANGES_PER_DAY ? (
          <Group>
            <Button
              variant="light"
              size="md"
              h={44}
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={add}
              aria-label={`Add hours on ${day}`}
            >
              Add hours
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
