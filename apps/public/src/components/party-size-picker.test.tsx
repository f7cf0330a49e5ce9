import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PartySizePicker } from "./party-size-picker";

function markup(value: number | null): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <PartySizePicker value={value} onChange={() => {}} />
    </MantineProvider>,
  );
}
const sizes = (html: string) => [...html.matchAll(/data-size="(\d+)"/g)].map((m) => Number(m[1]));

describe("PartySizePicker", () => {
  it("shows 1-6 and More until a larger size is chosen; nothing chosen to start with", () => {
    const html = markup(null);
    expect(sizes(html)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(html).toContain(">More<");
    expect(html).not.toContain('aria-checked="true"');
    expect(html).toContain('aria-label="1 person"');
    expect(html).toContain('aria-label="6 people"');
  });

  it("a size over 6 shows every size up to 12, that one chosen and the only tab stop", () => {
    const html = markup(8);
    expect(sizes(html)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(html).not.toContain(">More<");
    expect(html.match(/aria-checked="true"/g)).toHaveLength(1);
    expect(html).toMatch(/<button[^>]*data-size="8"[^>]*aria-checked="true"[^>]*tabindex="0"/);
  });
});
