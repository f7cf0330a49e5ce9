/**
 * The demo store's guests (its year of history): a fixed pool of names and New York phones, drawn with regulars who
 * come back often. Phones are 555 numbers with real area codes (212, 347, 646, 718, 917): textable by the store's
 * rules, and apart from the e2e suite's guests (area code 555). A few phones cannot take texts: landlines (Twilio
 * 30006) and numbers out of service (30005); every text to them fails the same way.
 */
import type { Rng } from "@seatline/domain";

export const FIRST_NAMES = [
  "Ana",
  "Ben",
  "Chloe",
  "Dev",
  "Elena",
  "Farid",
  "Grace",
  "Hiro",
  "Ines",
  "Jon",
  "Kemi",
  "Luis",
  "Mia",
  "Noah",
  "Olga",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Tariq",
  "Uma",
  "Vik",
  "Wen",
  "Yara",
  "Zoe",
];
const LAST_NAMES = [
  "Adams",
  "Brown",
  "Chen",
  "Diaz",
  "Evans",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ito",
  "Jensen",
  "Khan",
  "Lopez",
  "Murphy",
  "Nguyen",
  "Okafor",
  "Patel",
  "Rossi",
  "Silva",
  "Torres",
  "Walker",
];
const AREA_CODES = ["212", "347", "646", "718", "917"];

export interface DemoGuest {
  name: string;
  /** 10 digits. */
  phone: string;
  /** The Twilio error every text to this phone ends in (a landline, a number out of service), or null. */
  deadCode: string | null;
}

/** `n` guests with distinct phones; about 1 in 100 a landline and 1 in 200 out of service. */
export function demoGuests(rng: Rng, n: number): DemoGuest[] {
  const seen = new Set<string>();
  const out: DemoGuest[] = [];
  while (out.length < n) {
    const area = AREA_CODES[Math.floor(rng.next() * AREA_CODES.length)] ?? "212";
    const phone = `${area}555${String(Math.floor(rng.next() * 10_000)).padStart(4, "0")}`;
    if (seen.has(phone)) continue;
    seen.add(phone);
    const first = FIRST_NAMES[Math.floor(rng.next() * FIRST_NAMES.length)] ?? "Sam";
    const last = LAST_NAMES[Math.floor(rng.next() * LAST_NAMES.length)] ?? "Lopez";
    const u = rng.next();
    out.push({ name: `${first} ${last}`, phone, deadCode: u < 0.01 ? "30006" : u < 0.015 ? "30005" : null });
  }
  return out;
}

/** A guest for one visit or booking: 3 in 10 from the first 300 (the regulars), the rest from anyone. */
export function pickGuest(rng: Rng, guests: readonly DemoGuest[]): DemoGuest {
  const regular = rng.next() < 0.3;
  const n = regular ? Math.min(300, guests.length) : guests.length;
  const guest = guests[Math.floor(rng.next() * n)] ?? guests[0];
  if (!guest) throw new Error("no demo guests");
  return guest;
}
