/**
 * PostgreSQL cannot store or compare U+0000 in text: a query with it fails with a database error (a 500). Input
 * carrying it anywhere (a slug, a name, a link code, a note) is refused at the door instead, naming the field.
 */
const NUL = "\u0000";
const MAX_DEPTH = 32;

/** The dotted path of the first string holding a NUL character, or null when there is none. */
export function nulField(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes(NUL) ? path || "input" : null;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulField(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const nulMessage = (field: string) => `${field}: Text must not contain the NUL character (\\u0000).`;
