/** docs/access.md says who may call every procedure and legacy path as the code declares it (access-table.ts). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ACCESS_DOC } from "./access-doc-path";
import { accessTable } from "./access-table";

describe("docs/access.md", () => {
  it("is the table the router and the legacy routes declare (pnpm --filter @seatline/api access:docs writes it)", async () => {
    const table = await accessTable();
    expect(readFileSync(ACCESS_DOC, "utf8")).toBe(table);
    // The table is read from the code, not empty: the owners', the kiosk's and the host stand's procedures are in it.
    const row = (path: string) => table.split("\n").find((l) => l.startsWith(`| \`${path}\` `));
    const cells = (path: string) =>
      row(path)
        ?.split("|")
        .slice(1, -1)
        .map((c) => c.trim());
    expect(cells("privacy.eraseGuest")).toEqual([
      "`privacy.eraseGuest`",
      "mutation",
      "owner",
      "no",
      "no",
      "–",
    ]);
    expect(cells("waitlist.join")).toEqual([
      "`waitlist.join`",
      "mutation",
      "host, manager, owner",
      "yes",
      "as the person at it",
      "–",
    ]);
    expect(cells("stand.unlock")).toEqual([
      "`stand.unlock`",
      "mutation",
      "a host stand only",
      "–",
      "yes, locked or not",
      "–",
    ]);
    expect(cells("reservations.accessLinks.delete")?.[2]).toBe("manager, owner");
  });
});
