/**
 * The guest's way through the kiosk (docs/product.md#kiosk, #validation): party size, seating, name and phone, and the last ticket.
 * A small store outside React (useSyncExternalStore in flow-context.tsx) so its rules are testable on their own.
 */
import {
  type GuestLanguage,
  type KioskStanding,
  PHONE_DIGITS,
  phoneDigits,
  type SeatingChoice,
} from "@seatline/domain";
import { type FlowStep, stepIndex } from "./steps";

/** The ticket the server issued, as the confirmation page shows it. */
export interface IssuedTicket {
  ticket: string;
  name: string;
  /** 10 digits, or null when the guest skipped the phone. */
  phone: string | null;
  partySize: number;
  /** Kept on this kiosk (offline), not yet at the server: no place or wait is known. */
  queued?: boolean;
  /** Where the guest stands, as the server's join answered it (docs/product.md#kiosk, "Ticket"). */
  standing?: KioskStanding | null;
}

export interface FlowState {
  /** The furthest step the guest has unlocked (by GET STARTED and NEXT); later steps return to the start. */
  reached: FlowStep;
  /** docs/product.md#kiosk: starts at 1; the minus button is hidden at 0 and NEXT needs at least 1. */
  partySize: number;
  /** docs/product.md#kiosk: exclusive, first available by default. */
  seating: SeatingChoice;
  name: string;
  /** Digits only, at most 10 (docs/product.md#validation). */
  phone: string;
  /** The last ticket; the confirmation page shows it until the flow is reset. */
  ticket: IssuedTicket | null;
  /**
   * The guest's language (the welcome toggle, docs/product.md#languages): kept through the steps; absent (English) again on reset.
   */
  language?: GuestLanguage;
}

/** Where the last ticket survives a reload of /app/ticket (sessionStorage in the browser). */
export interface FlowStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const TICKET_STORAGE_KEY = "seatline.kiosk.ticket";

const blank = (): Omit<FlowState, "ticket"> => ({
  reached: "app",
  partySize: 1,
  seating: "first_available",
  name: "",
  phone: "",
});

export function canContinueParty(s: Pick<FlowState, "partySize">): boolean {
  return s.partySize >= 1;
}

export function canContinueName(s: Pick<FlowState, "name">): boolean {
  return s.name.trim().length > 0;
}

export function isPhoneComplete(s: Pick<FlowState, "phone">): boolean {
  return s.phone.length === PHONE_DIGITS;
}

/** May this step be shown now? Mid-flow steps need the earlier ones; the ticket page needs a ticket. */
export function canOpen(state: FlowState, step: FlowStep): boolean {
  switch (step) {
    case "app":
      return true;
    case "ticket":
      return state.ticket !== null;
    case "party":
      return stepIndex(state.reached) >= stepIndex("party");
    case "name":
      return stepIndex(state.reached) >= stepIndex("name") && canContinueParty(state);
    case "input":
      return (
        stepIndex(state.reached) >= stepIndex("input") && canContinueParty(state) && canContinueName(state)
      );
  }
}

function parseTicket(raw: string | null): IssuedTicket | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== "object" || v === null) return null;
    const t = v as Record<string, unknown>;
    if (typeof t.ticket !== "string" || typeof t.name !== "string" || typeof t.partySize !== "number")
      return null;
    const phone = typeof t.phone === "string" ? t.phone : null;
    const issued: IssuedTicket = { ticket: t.ticket, name: t.name, phone, partySize: t.partySize };
    if (typeof t.queued === "boolean") issued.queued = t.queued;
    if ("standing" in t) issued.standing = parseStanding(t.standing);
    return issued;
  } catch {
    return null;
  }
}

/** The standing kept with the ticket through a reload; anything malformed is none (the ticket shows no place). */
function parseStanding(v: unknown): KioskStanding | null {
  if (typeof v !== "object" || v === null) return null;
  const s = v as Record<string, unknown>;
  if (typeof s.position !== "number") return null;
  const q = s.quote as Record<string, unknown> | null | undefined;
  const quote =
    q && typeof q.minutes === "number" && typeof q.low === "number" && typeof q.high === "number"
      ? { minutes: q.minutes, low: q.low, high: q.high }
      : null;
  return { position: s.position, quote, statusUrl: typeof s.statusUrl === "string" ? s.statusUrl : null };
}

export interface FlowStore {
  getState(): FlowState;
  subscribe(listener: () => void): () => void;
  /** Reset (docs/product.md#kiosk): clears name and phone, size 1, first available, forgets the last ticket. */
  reset(): void;
  /** GET STARTED: a fresh flow with the party step unlocked (in the language chosen on the welcome screen). */
  start(): void;
  /** The welcome screen's language toggle. */
  setLanguage(language: GuestLanguage): void;
  addPerson(): void;
  /** Never below 0 (the minus button is hidden there). */
  removePerson(): void;
  /** Exclusive choice; choosing the selected preference again falls back to first available. */
  toggleSeating(choice: SeatingChoice): void;
  /** NEXT on the party step; false (and nothing unlocked) while the size is below 1. */
  completeParty(): boolean;
  setName(name: string): void;
  /** NEXT on the name step; false while the name is empty. */
  completeName(): boolean;
  pressDigit(digit: string): void;
  backspace(): void;
  clearPhone(): void;
  /** The join succeeded: remember the ticket, forget what the guest typed (the next guest must not see it). */
  issued(ticket: IssuedTicket): void;
}

export function createFlowStore(options: { storage?: FlowStorage | null } = {}): FlowStore {
  const storage = options.storage ?? null;
  const listeners = new Set<() => void>();
  let state: FlowState = { ...blank(), ticket: parseTicket(storage?.getItem(TICKET_STORAGE_KEY) ?? null) };

  const set = (patch: Partial<FlowState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };
  const saveTicket = (ticket: IssuedTicket | null) => {
    try {
      if (ticket) storage?.setItem(TICKET_STORAGE_KEY, JSON.stringify(ticket));
      else storage?.removeItem(TICKET_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the ticket then lives in memory only.
    }
  };
  const unlock = (step: FlowStep) => {
    if (stepIndex(state.reached) < stepIndex(step)) set({ reached: step });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      saveTicket(null);
      // The language too: the next guest starts in English.
      set({ ...blank(), language: undefined, ticket: null });
    },
    start() {
      saveTicket(null);
      set({ ...blank(), language: state.language, reached: "party", ticket: null });
    },
    setLanguage: (language) => set({ language }),
    addPerson: () => set({ partySize: state.partySize + 1 }),
    removePerson: () => set({ partySize: Math.max(0, state.partySize - 1) }),
    toggleSeating(choice) {
      set({ seating: state.seating === choice ? "first_available" : choice });
    },
    completeParty() {
      if (!canContinueParty(state)) return false;
      unlock("name");
      return true;
    },
    setName: (name) => set({ name }),
    completeName() {
      if (!canContinueName(state)) return false;
      unlock("input");
      return true;
    },
    pressDigit(digit) {
      if (state.phone.length >= PHONE_DIGITS) return;
      set({ phone: phoneDigits(state.phone + digit) });
    },
    backspace: () => set({ phone: state.phone.slice(0, -1) }),
    clearPhone: () => set({ phone: "" }),
    issued(ticket) {
      saveTicket(ticket);
      // The ticket screen stays in the guest's language; its Finish (or time-out) resets to English.
      set({ ...blank(), language: state.language, ticket });
    },
  };
}
