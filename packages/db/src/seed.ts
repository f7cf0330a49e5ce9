import { type GuestLanguage, planTableCounts } from "@seatline/domain";
import type { Db } from "./client";
import { hashPassword } from "./password";
import { applyTableCountPlan } from "./queries/floor";
import { backfillGuestProfiles } from "./queries/guest-book";
import {
  companies,
  kioskSettings,
  type OpeningHours,
  reservationConfigs,
  stores,
  tableSettings,
  ticketCounters,
  users,
} from "./schema/index";
import { seedDemoYear } from "./seed-demo-year";

/** Open every day 11:00-22:00; Friday and Saturday to 23:30 (docs/architecture.md#demo-data). */
export const demoHours: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((dow) => ({
  dow,
  open_time: 11,
  close_time: dow === 5 || dow === 6 ? 23.5 : 22,
}));

export const demoTables = {
  soloTablesTotal: 4,
  soloTablesTurnAvg: 30,
  twoTablesTotal: 6,
  twoTablesTurnAvg: 45,
  threeFourTablesTotal: 5,
  threeFourTablesTurnAvg: 60,
  fivePlusTablesTotal: 2,
  fivePlusTablesTurnAvg: 75,
};

const demoTableCounts = {
  solo: demoTables.soloTablesTotal,
  two: demoTables.twoTablesTotal,
  three_four: demoTables.threeFourTablesTotal,
  five_plus: demoTables.fivePlusTablesTotal,
};

export interface DemoStore {
  companySlug: string;
  companyName: string;
  storeSlug: string;
  storeName: string;
  legacyStoreId: number;
  timezone: string;
  address: string;
  phone: string;
  email: string;
  password: string;
  /** Guest languages offered; absent takes the column default (English and Spanish, a "new" store). */
  guestLanguages?: GuestLanguage[];
}

export const demoStores: DemoStore[] = [
  {
    companySlug: "demo",
    companyName: "Demo Bistro",
    storeSlug: "downtown",
    storeName: "Demo Bistro Downtown",
    legacyStoreId: 1001,
    timezone: "America/New_York",
    address: "120 Main Street, New York, NY 10001",
    phone: "2125550142",
    email: "demo@seatline.dev",
    password: "seatline-demo",
    // Stands for the legacy store migrated from the old system: English only, as migration 0006 sets it.
    guestLanguages: ["en"],
  },
  {
    companySlug: "rival",
    companyName: "Rival Diner",
    storeSlug: "uptown",
    storeName: "Rival Diner Uptown",
    legacyStoreId: 2001,
    timezone: "America/Los_Angeles",
    address: "88 Sunset Boulevard, Los Angeles, CA 90028",
    phone: "3235550199",
    email: "rival@seatline.dev",
    password: "seatline-rival",
  },
];

export interface NewStoreInput {
  companyId: string;
  slug: string;
  name: string;
  storeNumber: number;
  legacyStoreId: number;
  timezone: string;
  address?: string;
  phone?: string;
  accountEmail: string;
  hours?: OpeningHours[];
  guestLanguages?: GuestLanguage[];
}

/** Creates a store with the default settings rows every store has (kiosk, tables, ticket counter, reservation config). */
export async function createStoreWithDefaults(db: Db, input: NewStoreInput) {
  return db.transaction(async (tx) => {
    const [store] = await tx
      .insert(stores)
      .values({ ...input, hours: input.hours ?? demoHours })
      .returning();
    if (!store) throw new Error("store insert returned nothing");
    await tx.insert(kioskSettings).values({ storeId: store.id });
    await tx.insert(tableSettings).values({ storeId: store.id, ...demoTables });
    // Its tables, generated from the counts like migration 0017 did for older stores.
    await applyTableCountPlan(tx, store.id, planTableCounts([], demoTableCounts), new Date());
    await tx.insert(ticketCounters).values({ storeId: store.id });
    await tx.insert(reservationConfigs).values({ storeId: store.id });
    return store;
  });
}

export interface SeedOptions {
  /** Give demo/downtown its past year: walk-ins, quote summary, bookings and texts (default true; test databases skip it). */
  history?: boolean;
  /**
   * With the history, also bookings for today's later times and the next 7 days (`pnpm start`'s demo; default false:
   * test databases, and the end-to-end server, keep today and later free for the bookings their tests make).
   */
  upcoming?: boolean;
  now?: Date;
}

/** Seeds the demo companies, stores and staff into an empty database; returns false when data already exists. */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const existing = await db.select({ id: companies.id }).from(companies).limit(1);
  if (existing.length > 0) return false;
  for (const d of demoStores) {
    const [company] = await db
      .insert(companies)
      .values({ slug: d.companySlug, name: d.companyName, supportEmail: "support@seatline.dev" })
      .returning();
    if (!company) throw new Error("company insert returned nothing");
    const store = await createStoreWithDefaults(db, {
      companyId: company.id,
      slug: d.storeSlug,
      name: d.storeName,
      storeNumber: 1,
      legacyStoreId: d.legacyStoreId,
      timezone: d.timezone,
      address: d.address,
      phone: d.phone,
      accountEmail: d.email,
      ...(d.guestLanguages ? { guestLanguages: d.guestLanguages } : {}),
    });
    await db.insert(users).values({
      email: d.email,
      passwordHash: await hashPassword(d.password),
      role: "owner",
      companyId: company.id,
      storeId: store.id,
    });
    if (d.storeSlug === "downtown" && opts.history !== false) {
      await seedDemoYear(db, store, opts.now ?? new Date(), { upcoming: opts.upcoming ?? false });
      // The year is loaded in bulk, past the actions that record guests: the guest book learns of it here.
      await backfillGuestProfiles(db);
    }
  }
  return true;
}
