/**
 * Who may call what, written from the code: each procedure states it once, by the builder it is made with
 * (trpc.ts: its role, its door limit, what a kiosk device may do with it), and each legacy path in its route
 * (rest/route.ts). docs/access.md is this table; access-table.test.ts fails when the page and the code differ, and
 * `pnpm --filter @seatline/api access:docs` writes the page again.
 */
import { restRoutes } from "../rest/plugin";
import type { ProcedureMeta } from "../trpc";
import { procedureList } from "./procedure-list";

const ROLES = {
  host: "host, manager, owner",
  manager: "manager, owner",
  owner: "owner",
} as const;

function whoMayCall(meta: ProcedureMeta | undefined): string {
  if (meta?.role) return ROLES[meta.role];
  if (meta?.stand === "own") return "a host stand only";
  // Procedures anyone may call declare the door's limit; the rest need a session of any kind (auth.me, logout).
  return meta?.limit ? "anyone" : "anyone signed in (a person or a device)";
}

function kioskUse(meta: ProcedureMeta | undefined): string {
  if (meta?.kiosk === "guest") return "yes";
  if (meta?.kiosk === "host") return "host screen unlocked";
  return meta?.role ? "no" : "–";
}

/** A host stand runs the door's procedures as the person whose PIN opened it; its lock screen's locked or not. */
function standUse(meta: ProcedureMeta | undefined): string {
  if (meta?.stand === "own") return "yes, locked or not";
  if (meta?.role === "host") return "as the person at it";
  return meta?.role ? "no" : "–";
}

/** A Markdown table with its columns padded, as the repository's formatter (Biome) writes them. */
function markdownTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, 3, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
}

export async function accessTable(): Promise<string> {
  const procedures = (await procedureList())
    .map(({ path, type, meta }) => ({ path, def: { type, meta } }))
    .sort((a, b) => a.path.localeCompare(b.path));
  const lines = [
    "# Who may call what",
    "",
    "Written from the code by `pnpm --filter @seatline/api access:docs`; `packages/api/src/trust/access-table.test.ts`",
    "fails when this page and the code differ. Roles: product.md#staff-roles; kiosk and host-stand devices:",
    'architecture.md "Device sessions"; door limits: SECURITY.md "Rate limits".',
    "",
    "## tRPC procedures (`/trpc/…`)",
    "",
    ...markdownTable(
      ["Procedure", "Kind", "Who may call it", "A kiosk device", "A host stand", "Door limit"],
      procedures.map(({ path, def }) => [
        `\`${path}\``,
        def.type,
        whoMayCall(def.meta),
        kioskUse(def.meta),
        standUse(def.meta),
        def.meta?.limit ?? "–",
      ]),
    ),
    "",
    "## Legacy paths (`/api/…`)",
    "",
    "No device (a kiosk or a host stand) calls a legacy path.",
    "",
    ...markdownTable(
      ["Path", "Who may call it"],
      [...restRoutes]
        .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
        .map((r) => [
          `\`${r.method} ${r.url}\``,
          r.access === "staff" ? ROLES[r.role] : r.access === "session" ? "anyone signed in" : "anyone",
        ]),
    ),
    "",
  ];
  return lines.join("\n");
}
