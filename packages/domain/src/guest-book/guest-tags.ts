/**
 * The guest book's tags (docs/product.md#guest-book): a few kinds the console offers, each with an optional detail
 * ("peanuts", "table 12"), and free tags. Allergy and accessibility are sensitive: shown to staff, never put in a text,
 * left out of exports unless asked for (SECURITY.md, "Guest book").
 */
export const guestTagKinds = [
  "vip",
  "regular",
  "allergy",
  "high_chair",
  "accessibility",
  "do_not_seat_near",
  "free",
] as const;
export type GuestTagKind = (typeof guestTagKinds)[number];

export const guestTagKindLabels: Record<GuestTagKind, string> = {
  vip: "VIP",
  regular: "Regular",
  allergy: "Allergy",
  high_chair: "High chair",
  accessibility: "Accessibility",
  do_not_seat_near: "Do not seat near",
  free: "Tag",
};

const sensitiveKinds: ReadonlySet<GuestTagKind> = new Set(["allergy", "accessibility"]);

/** Health and body facts: staff see them; texts never carry them and exports leave them out unless asked. */
export function isSensitiveTag(kind: GuestTagKind): boolean {
  return sensitiveKinds.has(kind);
}

/** How a tag reads on a badge and in the panel: "Allergy: peanuts", "VIP", a free tag as typed. */
export function guestTagText(kind: GuestTagKind, detail: string): string {
  if (kind === "free") return detail;
  const label = guestTagKindLabels[kind];
  if (kind === "do_not_seat_near") return detail ? `${label} ${detail}` : label;
  return detail ? `${label}: ${detail}` : label;
}

/**
 * How a tag reads on a list's badge (the host's rows, the Reservations tab, the seat picker): a sensitive tag by its
 * kind alone ("Allergy"), so the host sees the warning on every row while its words ("Allergy: peanuts") leave the
 * server only in the guest's profile, whose reads are written to the audit log (SECURITY.md, "Guest book").
 */
export function badgeTagText(kind: GuestTagKind, detail: string): string {
  return isSensitiveTag(kind) ? guestTagKindLabels[kind] : guestTagText(kind, detail);
}

/** A kind whose tag means nothing without a detail. */
export function tagNeedsDetail(kind: GuestTagKind): boolean {
  return kind === "free" || kind === "do_not_seat_near";
}
