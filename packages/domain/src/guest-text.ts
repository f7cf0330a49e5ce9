/**
 * One rule for every guest-typed field (names, e-mails, phones as typed, notes, special requests), and the names staff
 * type (table names, a party's name): no control characters anywhere: C0 (U+0000-U+001F, which includes tab, CR, LF,
 * BEL and ESC), DEL (U+007F) and C1 (U+0080-U+009F). Multi-line fields (notes and special requests) may hold line
 * breaks, written \n or \r\n; a lone CR is still refused. Such characters would reach texts, logs and terminals as
 * commands, not as text.
 *
 * Invisible formatting is refused by the same rule: bidirectional controls (U+202A-U+202E, U+2066-U+2069, the marks
 * U+200E, U+200F and U+061C) everywhere, since they reorder how the rest of a row, a text or an export line reads
 * ("Table 12" shown for another name, a note shown backwards); zero-width characters (U+200B-U+200D, U+2060,
 * U+FEFF) in single-line fields, where they make two names that look the same differ ("Ann" and "An\u200Bn" on one
 * list, a table name nobody can type back). Multi-line prose keeps the zero-width joiners emoji sequences and some
 * scripts are written with.
 */

/** Whether a code unit is a control character (C0, DEL or C1). */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Whether a code unit is a bidirectional control: an embedding, override or isolate, or a direction mark. */
function isBidiControl(code: number): boolean {
  return (
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x061c
  );
}

/** Whether a code unit is a zero-width character: space, non-joiner, joiner, word joiner, or the byte-order mark. */
function isZeroWidth(code: number): boolean {
  return (code >= 0x200b && code <= 0x200d) || code === 0x2060 || code === 0xfeff;
}

/**
 * True when the text has a character it may not hold: a control character (line breaks allowed only when multiline),
 * a bidirectional control, or (single-line text only) a zero-width character.
 */
export function hasControlChars(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isBidiControl(code)) return true;
    if (isZeroWidth(code)) {
      if (multiline) continue;
      return true;
    }
    if (!isControl(code)) continue;
    if (multiline && code === 0x0a) continue;
    if (multiline && code === 0x0d && text.charCodeAt(i + 1) === 0x0a) {
      i++;
      continue;
    }
    return true;
  }
  return false;
}

export function isCleanGuestText(text: string, multiline = false): boolean {
  return !hasControlChars(text, multiline);
}

/** The refusal of a field with a control character, e.g. "Name must not contain control characters." */
export function controlCharsMessage(field: string): string {
  return `${field} must not contain control characters.`;
}
