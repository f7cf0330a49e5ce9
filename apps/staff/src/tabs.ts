import { roleAllows, type StaffRole } from "@seatline/domain";

/** Staff shell tabs (docs/product.md#staff-console), Reports (docs/product.md#reports) and the Floor (docs/product.md#the-floor), with their number keys, routes (inside the /staff basename) and the least role that sees each. */
export interface StaffTab {
  value: "dashboard" | "archive" | "reservations" | "settings" | "reports" | "floor";
  label: string;
  hotkey: string;
  path: string;
  /** The least role that sees the tab (docs/product.md#staff-roles); the server refuses the rest anyway. */
  role: StaffRole;
}

export const APP_PATH = "/app";

export const STAFF_TABS: readonly StaffTab[] = [
  { value: "dashboard", label: "Dashboard", hotkey: "1", path: APP_PATH, role: "host" },
  { value: "archive", label: "Archive", hotkey: "2", path: `${APP_PATH}/archive`, role: "host" },
  {
    value: "reservations",
    label: "Reservations",
    hotkey: "3",
    path: `${APP_PATH}/reservations`,
    role: "host",
  },
  { value: "settings", label: "Settings", hotkey: "4", path: `${APP_PATH}/settings`, role: "manager" },
  { value: "reports", label: "Reports", hotkey: "5", path: `${APP_PATH}/reports`, role: "manager" },
  // Last, so the keys of the tabs before it stay as hosts learned them. Hosts seat at tables.
  { value: "floor", label: "Floor", hotkey: "6", path: `${APP_PATH}/floor`, role: "host" },
];

/** The tabs a member of this role sees (a host: Dashboard, Archive, Reservations, Floor). */
export function tabsFor(role: StaffRole): readonly StaffTab[] {
  return STAFF_TABS.filter((tab) => roleAllows(role, tab.role));
}

/** The tab shown for a router pathname (Dashboard by default). */
export function tabForPath(pathname: string): StaffTab["value"] {
  const rest = pathname.startsWith(`${APP_PATH}/`) ? pathname.slice(APP_PATH.length + 1) : "";
  const segment = rest.split("/")[0] ?? "";
  return STAFF_TABS.find((tab) => tab.value === segment)?.value ?? "dashboard";
}
