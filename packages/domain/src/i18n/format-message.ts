/**
 * A tiny ICU MessageFormat subset (docs/product.md#languages, docs/architecture.md#languages), one runtime for the
 * screens and the server's texts, so the guest apps need no i18n library in their initial bundles: `{name}` arguments,
 * `{count, plural, =0 {…} one {# person} other {# people}}` with the locale's plural rules and
 * `{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}` with its ordinal rules (Intl.PluralRules). Message
 * ids are the English source texts (the documented words); a language's catalog maps each id to its translation;
 * English needs no catalog at all. Import-free: the guest apps bundle it.
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

/**
 * One argument: "name", or "count, plural, =0 {…} one {…} other {…}" (# is the number; selectordinal alike). A
 * branch's # is replaced after its own arguments are filled, so no message puts a value inside a plural branch.
 */
function argument(inner: string, values: MessageValues, locale: string): string {
  const [name = "", kind, ...rest] = inner.split(",");
  const value = values[name.trim()];
  const ordinal = kind?.trim() === "selectordinal";
  if (!ordinal && kind?.trim() !== "plural") return value === undefined ? `{${inner}}` : String(value);
  const n = Number(value ?? 0);
  const branches: Record<string, string> = {};
  for (const m of rest.join(",").matchAll(/([=\w]+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g))
    branches[m[1] ?? ""] = m[2] ?? "";
  const rules = new Intl.PluralRules(locale, { type: ordinal ? "ordinal" : "cardinal" });
  const branch = branches[`=${n}`] ?? branches[rules.select(n)] ?? branches.other ?? "";
  return formatMessage(branch, values, locale).replace(/#/g, String(n));
}

/**
 * The argument names a message uses ("{count, plural, …}" counts as "count"), for the catalog checks. A plural
 * branch's text ("other {at}") is no argument.
 */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const argument = /(?<!\b(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*[,}]/g;
  for (const m of message.matchAll(argument)) if (m[1]) names.add(m[1]);
  return [...names].sort();
}

/**
 * Marks an English text as a message where it is written but translated later (a prop such as a button label that
 * the component passes through t(), or a text the server sends through translate()): returns it unchanged; the
 * catalog checks (packages/ui/src/i18n/catalog.test.ts, catalog-es-texts.test.ts) find it.
 */
export function msg(message: string): string {
  return message;
}
