import { Group, SegmentedControl } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { type ReportPreset, type ReportRange, rangeDays } from "@seatline/domain";

const PRESETS: { value: ReportPreset; label: string }[] = [
  { value: "today", label: "Today" },
  { value: "7d", label: "Last 7 days" },
  { value: "30d", label: "Last 30 days" },
  { value: "90d", label: "Last 90 days" },
  { value: "custom", label: "Custom" },
];

export interface RangePickerProps {
  preset: ReportPreset;
  onPreset: (preset: ReportPreset) => void;
  custom: ReportRange;
  onCustom: (range: ReportRange) => void;
  today: string;
}

/** Today, the last 7 / 30 / 90 days (ending today, store time) or a custom range of up to 366 days. */
export function RangePicker({ preset, onPreset, custom, onCustom, today }: RangePickerProps) {
  return (
    <Group gap="sm" align="flex-end">
      <SegmentedControl
        aria-label="Report range"
        value={preset}
        onChange={(v) => onPreset(v as ReportPreset)}
        data={PRESETS}
      />
      {preset === "custom" && (
        <DatePickerInput
          type="range"
          label="Custom range"
          value={[custom.from, custom.to]}
          maxDate={today}
          allowSingleDateInRange
          valueFormat="MMM D, YYYY"
          w={260}
          onChange={([from, to]) => {
            if (from && to && rangeDays({ from, to }) <= 366) onCustom({ from, to });
          }}
        />
      )}
    </Group>
  );
}
