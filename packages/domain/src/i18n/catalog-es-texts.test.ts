import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogEsTexts } from "./catalog-es-texts";
import { catalogEsWords } from "./catalog-es-words";
import { formatMessage, messageArguments } from "./format-message";
import { translate } from "./translate";

/**
 * The messages the server words (docs/architecture.md#languages): the literals of translate(language, "…"), msg("…")
 * and say("…") (a module's shorthand for translate in one language) calls in the domain's and the api's sources (the
 * guest apps' messages are checked by packages/ui/src/i18n/catalog.test.ts).
 */
const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../../..");
const SOURCE_DIRS = ["packages/domain/src", "packages/api/src"];
const CALL = /\b(?:translate\(\s*[\w.]+\s*,|msg\(|say\()\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g;

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/\/catalog-/.test(path) ? [path] : [];
  });
}

const found = new Map<string, string[]>();
for (const dir of SOURCE_DIRS) {
  for (const path of files(dir)) {
    for (const m of readFileSync(join(root, path), "utf8").matchAll(CALL)) {
      const message =
        m[1] !== undefined ? (JSON.parse(`"${m[1]}"`) as string) : (m[2] ?? "").replace(/\\(.)/g, "$1");
      found.set(message, [...(found.get(message) ?? []), path]);
    }
  }
}
const messages = [...found.keys()].sort();
const catalogEs = { ...catalogEsWords, ...catalogEsTexts };

describe("the Spanish catalog of the server's texts (docs/product.md#languages)", () => {
  it("finds the server's messages", () => {
    // A broken extraction (no calls found) must not pass as "nothing missing".
    expect(messages.length).toBeGreaterThan(50);
    expect(found.has("{store}: this is a test message for ticket {ticket}.")).toBe(true);
  });

  it("has every message the server words", () => {
    const missing = messages.filter((m) => !(m in catalogEs));
    expect(
      missing,
      `Missing Spanish messages:\n${missing.map((m) => `${JSON.stringify(m)} (${found.get(m)?.join(", ")})`).join(",\n")}`,
    ).toEqual([]);
  });

  it("has no message nothing uses, and each once", () => {
    const used = new Set(messages);
    expect(Object.keys(catalogEs).filter((m) => !used.has(m))).toEqual([]);
    expect(Object.keys(catalogEsTexts).filter((m) => m in catalogEsWords)).toEqual([]);
  });

  it("keeps each message's arguments and translates it", () => {
    for (const [english, spanish] of Object.entries(catalogEs)) {
      expect(messageArguments(spanish), english).toEqual(messageArguments(english));
      expect(spanish.trim(), english).not.toBe("");
    }
  });
});

describe("translate", () => {
  it("words English as it is and other languages from their catalog, with their plural rules", () => {
    const people = "{count, plural, one {# person} other {# people}}";
    expect(translate("en", people, { count: 1 })).toBe("1 person");
    expect(translate("es", people, { count: 0 })).toBe("0 personas");
    expect(translate("es", "Call {phone}.", { phone: "(212) 555-0142" })).toBe("Llame al (212) 555-0142.");
    // A message no catalog has stays English rather than failing a text.
    expect(translate("es", "Not a message {x}", { x: 1 })).toBe("Not a message 1");
  });

  it("picks ordinals by the locale's ordinal rules", () => {
    const ordinal = "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}";
    expect([1, 2, 3, 4, 11, 12, 13, 21, 102].map((n) => formatMessage(ordinal, { n }))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "102nd",
    ]);
  });
});
