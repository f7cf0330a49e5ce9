import { describe, expect, it } from "vitest";
import { isFiltering, partyMatches } from "./dashboard-filter";

const jose = { name: "José Nakamura-Whitfield", ticket: "A12", phone: "5552234567", partySize: 4 };
const none = { query: "", size: null };

describe("the Dashboard's search and size filter", () => {
  it("shows everyone when nothing is asked", () => {
    expect(isFiltering(none)).toBe(false);
    expect(partyMatches(jose, none)).toBe(true);
  });
  it("finds a name by any piece of it, without case or accents", () => {
    expect(partyMatches(jose, { ...none, query: "jose" })).toBe(true);
    expect(partyMatches(jose, { ...none, query: "WHITF" })).toBe(true);
    expect(partyMatches(jose, { ...none, query: "Pat" })).toBe(false);
  });
  it("finds a ticket exactly, and a phone by three or more of its digits however they are typed", () => {
    expect(partyMatches(jose, { ...none, query: "a12" })).toBe(true);
    expect(partyMatches(jose, { ...none, query: "A1" })).toBe(false);
    expect(partyMatches(jose, { ...none, query: "4567" })).toBe(true);
    expect(partyMatches(jose, { ...none, query: "(555) 223" })).toBe(true);
    expect(partyMatches(jose, { ...none, query: "999" })).toBe(false);
    expect(partyMatches({ ...jose, phone: null }, { ...none, query: "4567" })).toBe(false);
  });
  it("lists the parties a table of the chosen size could take: that size, one either side", () => {
    const of = (partySize: number) => partyMatches({ ...jose, partySize }, { query: "", size: 4 });
    expect([2, 3, 4, 5, 6].map(of)).toEqual([false, true, true, true, false]);
    expect(isFiltering({ query: "", size: 4 })).toBe(true);
    expect(partyMatches(jose, { query: "jose", size: 8 })).toBe(false);
  });
});
