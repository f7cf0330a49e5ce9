import { ActionIcon, Group, Text } from "@mantine/core";
import {
  addMonths,
  calendarKeyTarget,
  formatLongDate,
  monthLabel,
  monthOf,
  monthWeeks,
  weekdayHeaders,
} from "@seatline/domain";
import { useLanguage } from "@seatline/ui";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";

export interface DateCalendarProps {
  /** Accessible name of the date grid (the month is added), e.g. "Reservation date". */
  label: string;
  value: string | null;
  onChange: (date: string) => void;
  /** The earliest date shown as selectable and the earliest month (store-local today). */
  minDate: string;
  /** Dates that cannot be picked (past, blackout, outside a link's access days). */
  isDisabled: (date: string) => boolean;
}

const headers = weekdayHeaders(0);

/**
 * A small accessible month calendar (WAI-ARIA date grid): one tab stop on the focused day, arrows move by a day or
 * a week, Home / End to the week's ends, Page Up / Down by a month (Shift: a year), Enter or Space picks.
 * Unavailable days stay focusable so moving through the grid is predictable, and are announced as unavailable.
 */
export function DateCalendar({ label, value, onChange, minDate, isDisabled }: DateCalendarProps) {
  const { t, language } = useLanguage();
  const [focusDate, setFocusDate] = useState(value ?? minDate);
  const [month, setMonth] = useState(monthOf(value ?? minDate));
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const minMonth = monthOf(minDate);
  const weeks = monthWeeks(month);
  const inMonth = monthOf(focusDate) === month;
  const tabDate = inMonth ? focusDate : (weeks.flat().find((d) => d && !isDisabled(d)) ?? `${month}-01`);

  // A date chosen from outside (Reset) brings its month into view.
  useEffect(() => {
    if (!value) return;
    setMonth(monthOf(value));
    setFocusDate(value);
  }, [value]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  });

  const showMonth = (next: string) => {
    const target = next < minMonth ? minMonth : next;
    setMonth(target);
    const day = focusDate.slice(8);
    const candidate = `${target}-${day}`;
    const last = monthWeeks(target).flat().filter(Boolean).pop() ?? candidate;
    const clamped = candidate > last ? last : candidate;
    setFocusDate(clamped < minDate ? minDate : clamped);
  };

  const gridLabel = `${t(label)}, ${monthLabel(month, language)}`;
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = calendarKeyTarget(focusDate, event.key, { shift: event.shiftKey });
    if (!target) return;
    event.preventDefault();
    const next = target < minDate ? minDate : target;
    moveFocus.current = true;
    setFocusDate(next);
    setMonth(monthOf(next));
  };

  return (
    <div className="date-calendar">
      <Group justify="space-between" wrap="nowrap" gap={0} mb={2}>
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={t("Previous month")}
          disabled={month <= minMonth}
          onClick={() => showMonth(addMonths(month, -1))}
        >
          <Chevron direction="left" />
        </ActionIcon>
        <Text fw={700} aria-live="polite" className="month-label" ta="center">
          {monthLabel(month, language)}
        </Text>
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={t("Next month")}
          onClick={() => showMonth(addMonths(month, 1))}
        >
          <Chevron direction="right" />
        </ActionIcon>
      </Group>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's grid; the role puts screen readers in focus mode so the arrow keys reach the grid */}
      <table ref={gridRef} role="grid" aria-label={gridLabel} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h.long} scope="col" abbr={t(h.long)}>
                {t(h.short)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    selected={date === value}
                    today={date === minDate}
                    disabled={date < minDate || isDisabled(date)}
                    tabbable={date === tabDate}
                    onPick={() => {
                      setFocusDate(date);
                      onChange(date);
                    }}
                  />
                ) : (
                  <td key={`pad-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayCellProps {
  date: string;
  selected: boolean;
  today: boolean;
  disabled: boolean;
  tabbable: boolean;
  onPick: () => void;
}

function DayCell({ date, selected, today, disabled, tabbable, onPick }: DayCellProps) {
  const { t, language } = useLanguage();
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the date grid (see DateCalendar)
    // biome-ignore lint/a11y/useFocusableInteractive: the day button inside the cell takes the focus (roving tabindex)
    <td role="gridcell" aria-selected={selected}>
      <button
        type="button"
        data-date={date}
        tabIndex={tabbable ? 0 : -1}
        aria-label={`${formatLongDate(date, language)}${today ? ` ${t("(today)")}` : ""}`}
        aria-pressed={selected}
        aria-disabled={disabled || undefined}
        className="day"
        onClick={() => {
          if (!disabled) onPick();
        }}
      >
        {Number(date.slice(8))}
      </button>
    </td>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
