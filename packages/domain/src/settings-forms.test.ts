import { describe, expect, it } from "vitest";
import {
  canSaveTableSettings,
  intervalLabel,
  isFormChanged,
  linkCodeRefusal,
  maxPersonsOptions,
  maxTablesOptions,
  parseTableField,
  parseTableSettingsForm,
  reservationIntervalOptions,
  tableSettingsKeys,
  tableSettingsToForm,
} from "./settings-forms";
import type { TableSettings } from "./wait-quote";

const saved: TableSettings = {
  solo_tables_total: 4,
  solo_tables_turn_avg: 30,
  two_tables_total: 6,
  two_tables_turn_avg: 45,
  three_four_tables_total: 5,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 75,
};

describe("isFormChanged", () => {
  it("is false for equal values and true for any difference", () => {
    expect(isFormChanged({ a: "x", b: true }, { a: "x", b: true })).toBe(false);
    expect(isFormChanged({ a: "x", b: true }, { a: "x", b: false })).toBe(true);
    expect(isFormChanged({ a: "x" }, { a: "x " })).toBe(true);
  });
});

describe("table settings form", () => {
  it("round-trips the eight fields in screen order", () => {
    expect(tableSettingsKeys).toHaveLength(8);
    expect(parseTableSettingsForm(tableSettingsToForm(saved))).toEqual(saved);
  });

  it("parses whole numbers only", () => {
    expect(parseTableField(" 12 ")).toBe(12);
    expect(parseTableField("0")).toBe(0);
    expect(parseTableField("")).toBeNull();
    expect(parseTableField("abc")).toBeNull();
    expect(parseTableField("1.5")).toBeNull();
    expect(parseTableField("-3")).toBeNull();
    expect(parseTableField("12abc")).toBeNull();
  });

  it("refuses the form when any field is empty or not a number", () => {
    expect(parseTableSettingsForm({ ...tableSettingsToForm(saved), two_tables_total: "" })).toBeNull();
    expect(
      parseTableSettingsForm({ ...tableSettingsToForm(saved), five_plus_tables_turn_avg: "x" }),
    ).toBeNull();
  });

  it("can be saved only when valid and changed", () => {
    const form = tableSettingsToForm(saved);
    expect(canSaveTableSettings(saved, form)).toBe(false);
    expect(canSaveTableSettings(saved, { ...form, solo_tables_total: "5" })).toBe(true);
    expect(canSaveTableSettings(saved, { ...form, solo_tables_total: "" })).toBe(false);
    // "04" parses to the saved 4: nothing changed.
    expect(canSaveTableSettings(saved, { ...form, solo_tables_total: "04" })).toBe(false);
  });
});

describe("reservation settings choices", () => {
  it("offers the documented increments with their labels", () => {
    expect(reservationIntervalOptions).toEqual([
      { value: 15, label: "15 Minutes" },
      { value: 30, label: "30 Minutes" },
      { value: 60, label: "1 Hour" },
    ]);
    expect(intervalLabel(30)).toBe("30 Minutes");
  });

  it("offers 1-10 reservations and 5-50 people by 5", () => {
    expect(maxTablesOptions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(maxPersonsOptions).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50]);
  });
});

describe("linkCodeRefusal", () => {
  it("needs a code that is not blank", () => {
    expect(linkCodeRefusal("  ", [])).toBe("Please enter a link code.");
  });

  it("refuses a code the store already has", () => {
    expect(linkCodeRefusal(" VIP ", ["VIP"])).toBe(
      "Link code already exists. Please choose a different one.",
    );
    expect(linkCodeRefusal("vip2", ["VIP"])).toBeNull();
  });
});
