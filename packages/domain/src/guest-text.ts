/**
 * One rule for every guest-typed field (names, e-mails, phones as typed, notes, special requests): no control
 * characters anywhere: C0 (U+0000-U+001F, which includes tab, CR, LF, BEL and ESC), DEL (U+007F) and C1
 * (U+0080-U+009F). Multi-line fields (notes and special requests) may hold line breaks, written \n or \r\n; a lone CR
 * is still refused. Such characters would reach texts, logs and terminals as commands, not as text.
 */

/** Whether a code unit is a control character (C0, DEL or C1). */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** True when the text has a control character it may not hold (line breaks allowed only when multiline). */
export function hasControlChars(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
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
