/**
 * Which guest page this is: /w/{token} (one entry's status page), /r/{token} (one booking's page), /n/{token} (a
 * request on the notify list) or
 * /join/{companySlug}/{storeSlug} (remote join),
 * with the join step in the hash (#name, #phone) so the phone's own back button moves back a step.
 */
import {
  BOOKING_PAGE_ROOT,
  BOOKING_TOKEN_RE,
  GUEST_TOKEN_RE,
  NOTIFY_PAGE_ROOT,
  NOTIFY_TOKEN_RE,
  REMOTE_JOIN_ROOT,
  STATUS_PAGE_ROOT,
} from "@seatline/domain";

export type GuestAddress =
  | { page: "status"; token: string }
  | { page: "join"; companySlug: string; storeSlug: string }
  | { page: "booking"; token: string }
  | { page: "notify"; token: string }
  | { page: "unknown" };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return null;
  }
}

export function guestAddress(pathname: string): GuestAddress {
  const parts = pathname.split("/").filter(Boolean).map(decode);
  const [root, first, second] = parts;
  if (root === STATUS_PAGE_ROOT && parts.length === 2 && first) {
    const token = first.toLowerCase();
    return GUEST_TOKEN_RE.test(token) ? { page: "status", token } : { page: "unknown" };
  }
  if (root === BOOKING_PAGE_ROOT && parts.length === 2 && first) {
    // Booking tokens are case-sensitive (base64url).
    return BOOKING_TOKEN_RE.test(first) ? { page: "booking", token: first } : { page: "unknown" };
  }
  if (root === NOTIFY_PAGE_ROOT && parts.length === 2 && first) {
    return NOTIFY_TOKEN_RE.test(first) ? { page: "notify", token: first } : { page: "unknown" };
  }
  if (root === REMOTE_JOIN_ROOT && parts.length === 3 && first && second) {
    return { page: "join", companySlug: first, storeSlug: second };
  }
  return { page: "unknown" };
}

/** The remote join steps, in the kiosk's route order: party size (and seating), name, phone. */
export const joinSteps = ["party", "name", "phone"] as const;
export type JoinStep = (typeof joinSteps)[number];

export function joinStepOf(hash: string): JoinStep {
  const step = hash.replace(/^#/, "");
  return step === "name" || step === "phone" ? step : "party";
}

export function hashOf(step: JoinStep): string {
  return step === "party" ? "" : `#${step}`;
}
