/** Staff shell tabs (docs/product.md#staff-console), Reports (docs/product.md#reports) and the Floor (docs/product.md#the-floor), with their number keys and routes (inside the /staff basename). */
export interface StaffTab {
  value: "dashboard" | "archive" | "reservations" | "settings" | "reports" | "floor";
  label: string;
  hotkey: string;
  path: string;
}

export const APP_PATH = "/app";

export const STAFF_TABS: readonly StaffTab[] = [
  { value: "dashboard", label: "Dashboard", hotkey: "1", path: APP_PATH },
  { value: "archive", label: "Archive", hotkey: "2", path: `${APP_PATH}/archive` },
  { value: "reservations", label: "Reservations", hotkey: "3", path: `${APP_PATH}/reservations` },
  { value: "settings", label: "Settings", hotkey: "4", path: `${APP_PATH}/settings` },
  { value: "reports", label: "Reports", hotkey: "5", path: `${APP_PATH}/reports` },
  // Last, so the keys of the tabs before it stay as hosts learned them.
  { value: "floor", label: "Floor", hotkey: "6", path: `${APP_PATH}/floor` },
];

/** The tab shown for a router pathname (Dashboard by default). */
export function tabForPath(pathname: string): StaffTab["value"] {
  const rest = pathname.startsWith(`${APP_PATH}/`) ? pathname.slice(APP_PATH.length + 1) : "";
  const segment = rest.split("/")[0] ?? "";
  return STAFF_TABS.find((tab) => tab.value === segment)?.value ?? "dashboard";
}
