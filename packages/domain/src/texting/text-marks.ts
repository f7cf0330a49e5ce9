/**
 * What the host sees about a guest's texts (docs/product.md#texts): the last text's fate on the row (Delivered; "Text failed —
 * call the name" with the carrier's reason; not texted and why), "No texts: opted out", "Running late" with the time,
 * and the guest's own message.
 */

export type TextMarkState = "sending" | "sent" | "delivered" | "failed" | "uncertain" | "not_sent" | "held";

export interface TextMark {
  state: TextMarkState;
  /** Why it failed or was not sent (a tooltip), or null. */
  reason: string | null;
  /** When the provider last reported (ISO), or null. */
  at: string | null;
}

export interface GuestTextMarks {
  text: TextMark | null;
  optedOut: boolean;
  runningLateAt: string | null;
  guestMessage: string | null;
  guestMessageAt: string | null;
  /** A booking's last e-mail, when it was held back (a stranger's actions reached its bound): why. */
  heldEmail?: string | null;
}

/** Twilio's delivery error codes, in words a host understands. */
export const DELIVERY_ERROR_REASONS: Readonly<Record<string, string>> = {
  "30003": "The phone is off or out of reach.",
  "30004": "The guest's carrier blocked the text.",
  "30005": "The number does not exist or is not in service.",
  "30006": "A landline, or a carrier that cannot take texts.",
  "30007": "The carrier filtered the text as spam.",
  "30008": "The carrier could not deliver it (unknown error).",
  "21211": "Not a valid phone number.",
  "21610": "The guest replied STOP to this number.",
  "21614": "Not a mobile number.",
};

export function deliveryErrorReason(code: string | null): string | null {
  if (!code) return null;
  return DELIVERY_ERROR_REASONS[code] ?? `Carrier error ${code}.`;
}

export interface TextRowLike {
  status: string;
  deliveryStatus: string | null;
  deliveryErrorCode: string | null;
  deliveryUpdatedAt: Date | string | null;
  lastError: string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : typeof d === "string" ? d : d.toISOString());

export function textMarkOf(row: TextRowLike): TextMark {
  const at = iso(row.deliveryUpdatedAt);
  // Expired: not sent while it was still worth sending (the provider down too long): the host calls the name.
  if (row.status === "skipped" || row.status === "expired")
    return { state: "not_sent", reason: row.lastError, at };
  if (row.status === "held") return { state: "held", reason: row.lastError, at };
  if (row.deliveryStatus === "failed" || row.deliveryStatus === "undelivered" || row.status === "failed") {
    return {
      state: "failed",
      reason:
        deliveryErrorReason(row.deliveryErrorCode) ?? row.lastError ?? "The text could not be delivered.",
      at,
    };
  }
  if (row.deliveryStatus === "delivered") return { state: "delivered", reason: null, at };
  if (row.status === "uncertain") return { state: "uncertain", reason: row.lastError, at };
  if (row.status === "sent") return { state: "sent", reason: null, at };
  return { state: "sending", reason: null, at };
}

/** The words on the row's mark. */
export function textMarkLabel(mark: TextMark): string {
  switch (mark.state) {
    case "delivered":
      return "Delivered";
    case "failed":
      return "Text failed — call the name";
    case "not_sent":
      return "Not texted — call the name";
    case "held":
      return "Text held back — call the name";
    case "uncertain":
      return "Text may not have arrived";
    case "sent":
      return "Sent";
    default:
      return "Sending";
  }
}

export const OPTED_OUT_LABEL = "No texts: opted out";
export const HELD_EMAIL_LABEL = "E-mail held back";
export const RUNNING_LATE_LABEL = "Running late";

/** A guest's reply as the host's row shows it: control characters dropped, spaces folded, at most 300 characters. */
export function hostVisibleMessage(body: string): string {
  const clean = [...body]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      return c < 0x20 || (c >= 0x7f && c <= 0x9f) ? " " : ch;
    })
    .join("");
  return clean.replace(/\s+/g, " ").trim().slice(0, 300);
}
