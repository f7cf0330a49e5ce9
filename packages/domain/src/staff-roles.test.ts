import { describe, expect, it } from "vitest";
import { parseStaffRole, roleAllows, roleRefusal } from "./staff-roles";

describe("staff roles", () => {
  it("each role can do what the roles below it can, and no more", () => {
    expect(roleAllows("host", "host")).toBe(true);
    expect(roleAllows("host", "manager")).toBe(false);
    expect(roleAllows("host", "owner")).toBe(false);
    expect(roleAllows("manager", "host")).toBe(true);
    expect(roleAllows("manager", "manager")).toBe(true);
    expect(roleAllows("manager", "owner")).toBe(false);
    expect(roleAllows("owner", "host")).toBe(true);
    expect(roleAllows("owner", "owner")).toBe(true);
  });

  it("an unknown stored role is a host", () => {
    expect(parseStaffRole("owner")).toBe("owner");
    expect(parseStaffRole("admin")).toBe("host");
    expect(parseStaffRole(null)).toBe("host");
  });

  it("names who can in the refusal", () => {
    expect(roleRefusal("owner")).toBe("Only an owner can do this.");
    expect(roleRefusal("manager")).toBe("Only a manager or an owner can do this.");
  });
});
