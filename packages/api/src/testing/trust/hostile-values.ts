/** fast-check arbitraries for hostile input: wrong types, odd unicode, SQL/HTML fragments, bad dates, huge numbers. */
import fc from "fast-check";

const fragments = [
  "' OR '1'='1",
  "'; DROP TABLE waitlist_entries; --",
  "1; select pg_sleep(5)",
  '" onmouseover="alert(1)',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}#{7*7}<%= 7*7 %>",
  "../../../../etc/passwd",
  "%00",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\u202eevil",
  "\ufeff",
  "ä̸̢̛̙̲ẑ̷͖͍a̵l̸g̷o̵",
  "👨‍👩‍👧‍👦".repeat(50),
  "𝕿𝖊𝖘𝖙",
  "\r\n\t\v\f",
  " ",
  "",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x7fffffff",
  "__proto__",
  "constructor",
  "[]",
  "{}",
];
const badDates = [
  "2026-02-30",
  "2026-13-01",
  "2026-00-10",
  "0000-01-01",
  "9999-12-31",
  "2026-6-1",
  "+275760-09-13",
  "2026-06-10T25:00:00Z",
  "10/06/2026",
  "24:00",
  "99:99",
  "-1:30",
  "12:60",
];
const hugeNumbers = [
  0,
  -1,
  0.5,
  -0.5,
  1e-300,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...fragments, ...badDates), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", minLength: 300, maxLength: 2000 }), weight: 1 },
  { arbitrary: fc.constantFrom("a".repeat(20_000), "€".repeat(8000)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...hugeNumbers),
  fc.integer(),
  fc.double(),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

const extraKeys = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "storeId",
    "store_id",
    "legacy_store_id",
    "company",
    "store",
    "id",
    "uuid",
    "status",
    "$where",
  ),
  fc.string({ maxLength: 12 }),
);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Payloads derived from a valid one: a field made hostile, several fields made hostile, a field left out, extra
 * fields added; or the whole payload replaced by something of the wrong shape.
 */
export function hostilePayload(seed: unknown): fc.Arbitrary<unknown> {
  const whole = fc.oneof(hostileValue, fc.constant(undefined));
  if (!isRecord(seed) || Object.keys(seed).length === 0) {
    const extra = fc.dictionary(extraKeys, hostileValue, { minKeys: 1, maxKeys: 3 });
    return fc.oneof({ arbitrary: whole, weight: 2 }, { arbitrary: extra, weight: 1 });
  }
  const keys = Object.keys(seed);
  const field = fc.record({ key: fc.constantFrom(...keys), value: hostileValue });
  const oneField = field.map(({ key, value }) => ({ ...seed, [key]: value }));
  const severalFields = fc
    .array(field, { minLength: 2, maxLength: Math.max(2, keys.length) })
    .map((changes) => Object.assign({ ...seed }, ...changes.map(({ key, value }) => ({ [key]: value }))));
  const missing = fc
    .constantFrom(...keys)
    .map((k) => Object.fromEntries(Object.entries(seed).filter(([key]) => key !== k)));
  const extra = fc
    .dictionary(extraKeys, hostileValue, { minKeys: 1, maxKeys: 3 })
    .map((more) => ({ ...seed, ...more }));
  return fc.oneof(
    { arbitrary: oneField, weight: 5 },
    { arbitrary: severalFields, weight: 2 },
    { arbitrary: missing, weight: 1 },
    { arbitrary: extra, weight: 1 },
    { arbitrary: whole, weight: 1 },
  );
}

/** One value of each hostile kind: every field of a valid payload gets each of them in turn. */
const sweepValues: unknown[] = [
  "a\u0000b",
  "x".repeat(20_000),
  "' OR '1'='1'; --<script>alert(1)</script>",
  "2026-02-30",
  1e308,
  { nested: [null] },
];

/** Deterministic payloads: each field of a valid payload set to each hostile kind. */
export function fieldSweep(seed: unknown): unknown[] {
  if (!isRecord(seed)) return [];
  return Object.keys(seed).flatMap((key) => sweepValues.map((value) => ({ ...seed, [key]: value })));
}

/** Bodies no JSON parser should take, and bodies of the wrong content type. */
export const malformedBodies: { rawBody: string; contentType: string }[] = [
  { rawBody: "{", contentType: "application/json" },
  { rawBody: '{"__proto__":{"admin":true}}', contentType: "application/json" },
  { rawBody: `${"[".repeat(5000)}${"]".repeat(5000)}`, contentType: "application/json" },
  { rawBody: "\u0000", contentType: "application/json" },
  { rawBody: '{"constructor":{"prototype":{"admin":true}}}', contentType: "application/json" },
  { rawBody: '{"a":1}}', contentType: "application/json" },
  { rawBody: "[1,", contentType: "application/json" },
  { rawBody: "name=x&party_size=2", contentType: "application/x-www-form-urlencoded" },
  { rawBody: "<xml/>", contentType: "text/xml" },
  { rawBody: "plain", contentType: "text/plain" },
];

/** encodeURIComponent, with lone surrogates sent as the raw (invalid UTF-8) bytes of a surrogate. */
export function encodePathPart(s: string): string {
  return Array.from(s, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return "%ED%A0%80";
    }
  }).join("");
}

/** A body over the 64 KiB limit. */
export const oversizedBody = JSON.stringify({ note: "x".repeat(70_000) });

/** A valid JSON response of a refusal carries a message a person can read. */
export function refusalMessage(body: string): string | null {
  try {
    const j = JSON.parse(body) as Record<string, unknown> | Record<string, unknown>[];
    const one = (Array.isArray(j) ? j[0] : j) as Record<string, unknown> | undefined;
    const err = one?.error as { message?: unknown } | undefined;
    const sys = one?.system as { message?: unknown } | undefined;
    const nfe = one?.non_field_errors as unknown[] | undefined;
    const m = err?.message ?? sys?.message ?? one?.detail ?? one?.message ?? nfe?.[0];
    return typeof m === "string" && m.trim() ? m : null;
  } catch {
    return null;
  }
}
