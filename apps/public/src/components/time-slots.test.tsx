import { MantineProvider } from "@mantine/core";
import type { PublicTime } from "@seatline/domain";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TimeSlots } from "./time-slots";

const times: PublicTime[] = [
  { time: "18:30", full: false },
  { time: "19:00", full: true },
  { time: "19:30", full: false },
];

/** The grid's buttons as markup (server rendering: no DOM needed), one string per time. */
function buttons(value: string | null): string[] {
  const html = renderToStaticMarkup(
    <MantineProvider>
      <TimeSlots
        times={times}
        loading={false}
        value={value}
        onChange={() => {}}
        onFull={() => {}}
        fullHintId="hint"
      />
    </MantineProvider>,
  );
  return html.match(/<button[^>]*>.*?<\/button>/g) ?? [];
}

describe("TimeSlots", () => {
  it("shows a full time in its place, disabled, marked Full and named as full", () => {
    const [before, full, after] = buttons(null);
    expect(before).toContain('data-time="18:30"');
    expect(after).toContain('data-time="19:30"');
    expect(full).toContain('data-time="19:00"');
    expect(full).toContain('aria-disabled="true"');
    expect(full).toContain('aria-label="7:00pm, full"');
    expect(full).toContain('aria-describedby="hint"');
    expect(full).toContain(">Full<");
    expect(full).toContain('aria-checked="false"');
  });

  it("keeps one tab stop, on the chosen open time (the full one never has it)", () => {
    const stops = (value: string | null) => buttons(value).map((b) => b.includes('tabindex="0"'));
    expect(stops(null)).toEqual([true, false, false]);
    expect(stops("19:30")).toEqual([false, false, true]);
    expect(buttons("19:30")[2]).toContain('aria-checked="true"');
  });
});
