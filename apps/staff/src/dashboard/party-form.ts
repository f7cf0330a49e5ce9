/**
 * The Add party / Edit party form: its values, the checks (the kiosk's own rules from @seatline/domain, field by
 * field), what is sent, and the duplicate-phone check against today's line. Pure; tested beside.
 */
import {
  guestNameSchema,
  optionalNoteSchema,
  optionalPhoneSchema,
  partySizeSchema,
  quotedWaitSchema,
  type SeatingChoice,
  type WaitlistEntryView,
} from "@seatline/domain";

/** The quoted wait a host may type, in minutes (the server takes 0-600). */
export const QUOTED_WAIT_MAX = 600;

export interface PartyFormValues {
  name: string;
  partySize: number | "";
  /** Digits only, 0-10 of them. */
  phone: string;
  seating: SeatingChoice;
  note: string;
  /** Blank: the quote the server works out (add), or the one it has (edit). */
  quotedWait: number | "";
}

export type PartyFormErrors = Partial<Record<keyof PartyFormValues, string>>;

export const emptyParty: PartyFormValues = {
  name: "",
  partySize: 2,
  phone: "",
  seating: "first_available",
  note: "",
  quotedWait: "",
};

export function partyValuesOf(entry: WaitlistEntryView): PartyFormValues {
  return {
    name: entry.name,
    partySize: entry.partySize,
    phone: entry.phone ?? "",
    seating: entry.seating,
    note: entry.note,
    quotedWait: entry.quotedWait,
  };
}

/** Any of the domain's zod schemas, as far as this form needs one. */
interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

function firstIssue(schema: FieldSchema, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** Every field's problem, in the words the kiosk uses; an empty object when the form can be sent. */
export function partyFormErrors(v: PartyFormValues): PartyFormErrors {
  const errors: PartyFormErrors = {
    name: firstIssue(guestNameSchema, v.name),
    partySize: v.partySize === "" ? "Please enter the party size." : firstIssue(partySizeSchema, v.partySize),
    phone: firstIssue(optionalPhoneSchema, v.phone),
    note: firstIssue(optionalNoteSchema, v.note),
    quotedWait: v.quotedWait === "" ? undefined : firstIssue(quotedWaitSchema, v.quotedWait),
  };
  for (const key of Object.keys(errors) as (keyof PartyFormErrors)[]) {
    if (errors[key] === undefined) delete errors[key];
  }
  return errors;
}

/** `waitlist.add`'s input: blank phone, note and quote left out. */
export function addPartyInput(v: PartyFormValues, allowDuplicate: boolean) {
  return {
    name: v.name.trim(),
    partySize: Number(v.partySize),
    ...(v.phone === "" ? {} : { phone: v.phone }),
    seating: v.seating,
    ...(v.note.trim() === "" ? {} : { note: v.note.trim() }),
    ...(v.quotedWait === "" ? {} : { quotedWait: v.quotedWait }),
    ...(allowDuplicate ? { allowDuplicate: true } : {}),
  };
}

/** `waitlist.edit`'s input: only what changed (a cleared phone is null). */
export function editPartyInput(id: number, before: PartyFormValues, v: PartyFormValues) {
  const input: {
    id: number;
    name?: string;
    partySize?: number;
    phone?: string | null;
    seating?: SeatingChoice;
    note?: string;
    quotedWait?: number;
  } = { id };
  if (v.name.trim() !== before.name) input.name = v.name.trim();
  if (Number(v.partySize) !== before.partySize) input.partySize = Number(v.partySize);
  if (v.phone !== before.phone) input.phone = v.phone === "" ? null : v.phone;
  if (v.seating !== before.seating) input.seating = v.seating;
  if (v.note.trim() !== before.note) input.note = v.note.trim();
  if (v.quotedWait !== "" && v.quotedWait !== before.quotedWait) input.quotedWait = v.quotedWait;
  return input;
}

/** Whether an edit changes anything. */
export function editChangesSomething(input: ReturnType<typeof editPartyInput>): boolean {
  return Object.keys(input).length > 1;
}

/** A party already waiting today with this phone (not the one being edited), or null. */
export function waitingWithPhone<E extends Pick<WaitlistEntryView, "id" | "phone" | "status">>(
  entries: readonly E[] | undefined,
  phone: string,
  exceptId?: number,
) {
  if (phone === "" || !entries) return null;
  return entries.find((e) => e.phone === phone && e.status === "waiting" && e.id !== exceptId) ?? null;
}

/** The warning, in the server's own words for the same case. */
export function duplicateMessage(entry: Pick<WaitlistEntryView, "name" | "ticket">): string {
  return `${entry.name} (ticket ${entry.ticket}) is already waiting with this phone.`;
}
