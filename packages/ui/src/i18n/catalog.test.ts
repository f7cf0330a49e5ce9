import { resolve } from "node:path";
import { catalogEsWords, formatMessage, messageArguments } from "@seatline/domain";
import { describe, expect, it } from "vitest";
import { catalogEs } from "./catalog-es";
import { extractMessages } from "./extract-messages";
import { domainGuestMessages } from "./guest-messages";

// jsdom gives import.meta.url an http: scheme; vitest runs in the package folder.
const root = resolve(process.cwd(), "../..");
const extracted = extractMessages(root);
const messages = [...new Set([...extracted.keys(), ...domainGuestMessages()])].sort();

describe("the Spanish catalog (docs/product.md#languages)", () => {
  it("finds the guest-facing messages", () => {
    // A broken extraction (no calls found) must not pass as "nothing missing".
    expect(extracted.size).toBeGreaterThan(100);
    expect(extracted.has("GET STARTED")).toBe(true);
  });

  it("has every guest-facing message", () => {
    const missing = messages.filter((m) => !(m in catalogEs));
    expect(
      missing,
      `Missing Spanish messages:\n${missing.map((m) => JSON.stringify(m)).join(",\n")}`,
    ).toEqual([]);
  });

  it("has no message nothing uses", () => {
    const used = new Set(messages);
    // The domain's words are checked with the server's texts (packages/domain/src/i18n/catalog-es-texts.test.ts).
    expect(Object.keys(catalogEs).filter((m) => !used.has(m) && !(m in catalogEsWords))).toEqual([]);
  });

  it("keeps each message's arguments and translates it", () => {
    for (const [english, spanish] of Object.entries(catalogEs)) {
      expect(messageArguments(spanish), english).toEqual(messageArguments(english));
      expect(spanish.trim(), english).not.toBe("");
    }
  });
});

describe("formatMessage", () => {
  it("fills arguments and picks plurals by locale", () => {
    expect(formatMessage("You are position {position} in line!", { position: 3 })).toBe(
      "You are position 3 in line!",
    );
    const people = "{count, plural, one {# person} other {# people}}";
    expect(formatMessage(people, { count: 1 })).toBe("1 person");
    expect(formatMessage(people, { count: 4 })).toBe("4 people");
    const personas = catalogEs[people] ?? "";
    expect(formatMessage(personas, { count: 1 }, "es")).toBe("1 persona");
    expect(formatMessage(personas, { count: 0 }, "es")).toBe("0 personas");
  });
});
