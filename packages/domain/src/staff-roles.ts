/**
 * Staff roles (docs/product.md#staff-roles): a host runs the door (waitlist, reservations, texts), a manager also
 * changes the settings, an owner also exports and erases guest data, reads the audit log and manages staff accounts.
 * Each role can do everything the roles below it can.
 */
export const staffRoles = ["host", "manager", "owner"] as const;
export type StaffRole = (typeof staffRoles)[number];

const rank: Record<StaffRole, number> = { host: 0, manager: 1, owner: 2 };

/** Whether a user of role `actual` may do what needs `needed`. */
export function roleAllows(actual: StaffRole, needed: StaffRole): boolean {
  return rank[actual] >= rank[needed];
}

/** Reads a stored role; anything unknown counts as the least (a host), so a bad row never grants more. */
export function parseStaffRole(value: unknown): StaffRole {
  return staffRoles.includes(value as StaffRole) ? (value as StaffRole) : "host";
}

/** The refusal shown when a role is too low: names who can. */
export function roleRefusal(needed: StaffRole): string {
  return needed === "owner" ? "Only an owner can do this." : "Only a manager or an owner can do this.";
}

export const staffRoleLabels: Record<StaffRole, string> = {
  host: "Host",
  manager: "Manager",
  owner: "Owner",
};
