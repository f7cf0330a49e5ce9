/**
 * A tiny ICU MessageFormat subset (docs/product.md#languages), so the guest apps need no i18n runtime in their initial bundles:
 * `{name}` arguments and `{count, plural, =0 {…} one {# person} other {# people}}` with the locale's plural rules
 * (Intl.PluralRules). Message ids are the English source texts (the documented words); a language's catalog maps each id to
 * its translation; English needs no catalog at all.
 */
export type MessageValues = Record<string, string | number>;
/** A language's translations, by message id (the English text). */
export type Catalog = Readonly<Record<string, string>>;

/** Formats a message with its values in a locale ("en", "es"). */
export function formatMessage(message: string, values: MessageValues = {}, locale = "en"): string {
  let out = "";
  let depth = 0;
  let start = 0;
  for (let i = 0; i < message.length; i++) {
    const c = message[i];
    if (c === "{" && depth++ === 0) {
      out += message.slice(start, i);
      start = i + 1;
    } else if (c === "}" && --depth === 0) {
      out += argument(message.slice(start, i), values, locale);
      start = i + 1;
    }
  }
  return out + message.slice(start);
}

/** One argument: "name", or "count, plural, =0 {…} one {…} other {…}" (# is the number). */
function argument(inner: string, values: MessageValues, locale: string): string {
  const [name = "", kind, ...rest] = inner.split(",");
  const value = values[name.trim()];
  if (kind?.trim() !== "plural") return value === undefined ? `{${inner}}` : String(value);
  const n = Number(value ?? 0);
  const branches: Record<string, string> = {};
  for (const m of rest.join(",").matchAll(/([=\w]+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g))
    branches[m[1] ?? ""] = m[2] ?? "";
  const branch =
    branches[`=${n}`] ?? branches[new Intl.PluralRules(locale).select(n)] ?? branches.other ?? "";
  return formatMessage(branch, values, locale).replace(/#/g, String(n));
}

/** The argument names a message uses ("{count, plural, …}" counts as "count"), for the catalog check. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  for (const m of message.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*[,}]/g)) if (m[1]) names.add(m[1]);
  return [...names].sort();
}

/**
 * Marks an English text as a message where it is written but translated later (a prop such as a button label that
 * the component passes through t()): returns it unchanged; the catalog check (catalog.test.ts) extracts it.
 */
export function msg(message: string): string {
  return message;
}
