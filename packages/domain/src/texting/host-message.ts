/**
 * A host's own text to a waiting guest (docs/product.md#texting-a-guest): what the host may type, the body the guest
 * gets (the store's name first, as every other text begins), how many texts the carrier bills it as, and the thread
 * the host reads back.
 */
import { z } from "zod";
import { entryIdInput } from "../entities/waitlist";
import { hasControlChars } from "../guest-text";
import { isGsm7, toGsm7 } from "../sms-templates";
import { hasUnfilledGuestLink } from "./guest-links";
import type { TextMark } from "./text-marks";

/** The most a host may type in one message: two texts in plain letters. */
export const HOST_MESSAGE_MAX = 320;
/** Host messages per visit (one waitlist entry): enough for a real exchange, too few to spam a phone. */
export const HOST_MESSAGES_PER_VISIT = 5;

export const HOST_MESSAGE_LIMIT_REACHED = `This guest has already had ${HOST_MESSAGES_PER_VISIT} messages from the host during this visit. Please call the name.`;
export const HOST_MESSAGE_OPTED_OUT =
  "This guest opted out of texts (STOP), so nothing was sent. Please call the name.";
export const HOST_MESSAGE_NO_PHONE =
  "This party has no phone on file, so nothing was sent. Please call the name.";
export const HOST_MESSAGE_NOT_TEXTABLE =
  "This phone cannot get texts from us, so nothing was sent. Please call the name.";

/**
 * The typed message: trimmed, 1-320 characters, line breaks allowed (no other control characters, no bidi controls:
 * guest-text.ts), and no guest-link placeholder (an outbox body with one is never sent: guest-links.ts).
 */
export const hostMessageSchema = z
  .string({ error: "Message is required." })
  .trim()
  .min(1, "Please write a message.")
  .max(HOST_MESSAGE_MAX, `Message must be at most ${HOST_MESSAGE_MAX} characters.`)
  .refine((v) => !hasControlChars(v, true), "Message must not contain control characters.")
  .refine((v) => !hasUnfilledGuestLink(v), "Message must not contain a link placeholder ({token}).");

export const sendToGuestInput = entryIdInput.extend({ message: hostMessageSchema });
export type SendToGuest = z.output<typeof sendToGuestInput>;

/** A tablet keyboard's smart punctuation, which would make every text cost as an accented one (UCS-2) does. */
const PLAIN_PUNCTUATION: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00A0": " ",
};

/** What the guest gets: "{store}: {message}", the message as typed but for smart punctuation made plain. */
export function hostMessageBody(storeName: string, message: string): string {
  const store = toGsm7(storeName) || "Your restaurant";
  const words = Array.from(message.trim(), (ch) => PLAIN_PUNCTUATION[ch] ?? ch).join("");
  return `${store}: ${words}`;
}

export interface SmsSize {
  /** Characters as the carrier counts them (UTF-16 code units in UCS-2). */
  characters: number;
  /** How many texts the carrier bills it as. */
  segments: number;
  /** Plain letters (GSM-7: 160 a text) or other characters (UCS-2, 70 a text: an emoji or an accent such as á). */
  encoding: "gsm7" | "ucs2";
}

/** Segments of a text: one up to 160 (70), then 153 (67) each, the rest carrying the parts' header. */
export function smsSize(text: string): SmsSize {
  const gsm = isGsm7(text);
  const characters = gsm ? Array.from(text).length : text.length;
  const [single, part] = gsm ? [160, 153] : [70, 67];
  const segments = characters === 0 ? 0 : characters <= single ? 1 : Math.ceil(characters / part);
  return { characters, segments, encoding: gsm ? "gsm7" : "ucs2" };
}

/** One line of a guest's thread for the host: a text we sent (its fate as the row's mark) or the guest's reply. */
export interface GuestThreadLine {
  id: string;
  direction: "out" | "in";
  body: string;
  /** ISO time it was queued (out) or received (in). */
  at: string;
  /** Out only: a host's own message (not an automatic text). */
  byHost: boolean;
  /** Out only: the text's fate, as the row's mark shows it (text-marks.ts). */
  mark: TextMark | null;
}

export interface GuestThread {
  lines: GuestThreadLine[];
  /** Whether the host may write now, and why not. */
  canSend: boolean;
  refusal: string | null;
  /** Host messages sent this visit, and the most allowed. */
  hostMessages: number;
  hostMessagesMax: number;
}
