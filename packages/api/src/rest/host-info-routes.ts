/** Every host_info path of docs/legacy-api.md: plain JSON over the same services as tRPC. */

import { getTicketCounter } from "@seatline/db";
import { INITIAL_TICKET, type StaffRole, seatingOf, type WaitlistEntryView } from "@seatline/domain";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import type { StaffScope } from "../services/auth/types";
import { isRepeat } from "../services/repeat-keys/keyed-statement";
import { readKioskSettings, writeKioskSettings } from "../services/settings/kiosk-settings";
import { readTableSettings, writeTableSettings } from "../services/settings/table-settings";
import {
  alertEntry,
  joinWaitlist,
  noShowEntry,
  noteEntry,
  putBackEntry,
  seatEntry,
} from "../services/waitlist/lifecycle";
import { moveFinished } from "../services/waitlist/move-finished";
import { waitingEntries, waitingSummary, waitlistHistory } from "../services/waitlist/reads";
import { queueTestMessage } from "../services/waitlist/test-message";
import { date, entry, kiosk, store, tables } from "./demo-examples";
import {
  entryAnswer,
  entryListAnswer,
  kioskSettingsAnswer,
  movedAnswer,
  queuedAnswer,
  tableSettingsAnswer,
  ticketAnswer,
  waitingNumbersAnswer,
  waitTimesAnswer,
} from "./host-info-answers";
import {
  dateQuery,
  entryIdParams,
  legacyEntry,
  legacyJoinBody,
  legacyKioskBody,
  legacyKioskSettings,
  legacyTablesBody,
  noteBody,
  optionalStoreRef,
  storeQuery,
  testMessageBody,
} from "./host-info-shapes";
import { defineRoute, type RestExamples, type RestRequestContext, type RestRoute } from "./route";
import { assertOwnStore } from "./store-scope";

type StoreRef = { company?: string; store?: number; store_num?: number };

/** company + store name the session's store (403 another, 404 unknown). */
const scoped = (deps: AppDeps, staff: StaffScope, q: { company: string; store: number }) =>
  assertOwnStore(deps, staff, { company: q.company, store: q.store });

/** Paths whose store reference is optional (bodies, PUT by id): a company or store given must be the session's. */
async function optionalScope(deps: AppDeps, staff: StaffScope, ...refs: StoreRef[]): Promise<void> {
  for (const r of refs) {
    const store = r.store ?? r.store_num;
    if (r.company === undefined && store === undefined) continue;
    await assertOwnStore(deps, staff, {
      company: r.company ?? staff.company.slug,
      store: store ?? staff.store.storeNumber,
    });
  }
}

/** A body that may name its store (company, store or store_num): those are parsed first. */
const withStoreRef = <T extends z.ZodRawShape>(body: z.ZodObject<T>) => optionalStoreRef.extend(body.shape);
const datedQuery = storeQuery.extend(dateQuery.shape);
const entryAction = { params: { id: "1" }, response: entry };

/** PUT /api/host_info/<name>/{id}: the entry after the action. */
function entryRoute<B extends z.ZodType | undefined = undefined>(
  name: string,
  summary: string,
  doc: { operationId: string; errors?: readonly (404 | 409)[]; examples?: RestExamples; body?: B },
  action: (
    deps: AppDeps,
    staff: StaffScope,
    id: number,
    body: B extends z.ZodType ? z.output<B> : undefined,
  ) => Promise<WaitlistEntryView>,
): RestRoute {
  return defineRoute({
    method: "PUT",
    url: `/api/host_info/${name}/:id`,
    // Every entry action is the door's work.
    access: "staff",
    role: "host",
    style: "plain",
    summary,
    operationId: doc.operationId,
    errors: doc.errors ?? [404],
    examples: { ...entryAction, ...doc.examples },
    schema: { params: entryIdParams, query: optionalStoreRef, body: doc.body as B, response: entryAnswer },
    handler: async (c) => {
      await optionalScope(c.deps, c.staff, c.query);
      return legacyEntry(await action(c.deps, c.staff, c.params.id, c.body));
    },
  });
}

/** GET /api/host_info/<url>: company and store in the query name the session's store. */
function get<S extends { query: typeof storeQuery | typeof datedQuery; response: z.ZodType }>(
  role: StaffRole,
  url: string,
  summary: string,
  doc: { operationId: string; examples: RestExamples },
  schema: S,
  handler: (c: RestRequestContext<S>) => Promise<z.input<S["response"]>>,
): RestRoute {
  return defineRoute({
    method: "GET",
    url: `/api/host_info/${url}`,
    access: "staff",
    role,
    style: "plain",
    summary,
    ...doc,
    errors: [404],
    schema,
    handler: async (c) => {
      await scoped(c.deps, c.staff, c.query);
      return handler(c);
    },
  });
}

export const hostInfoRoutes: RestRoute[] = [
  get(
    "host",
    "waiting_numbers",
    "Walk-ins waiting today: parties (2+) and solo",
    { operationId: "getWaitingNumbers", examples: { query: store, response: { parties: 3, solo: 1 } } },
    { query: storeQuery, response: waitingNumbersAnswer },
    async ({ deps, staff }) => (await waitingSummary(deps, staff)).numbers,
  ),
  get(
    "host",
    "waiting_times",
    "Expected wait minutes for parties of 1, 2, 3-4 and 5+",
    {
      operationId: "getWaitingTimes",
      examples: {
        query: store,
        response: { solo_wait: 10, two_wait: 15, three_four_wait: 25, five_plus_wait: 40 },
      },
    },
    { query: storeQuery, response: waitTimesAnswer },
    async ({ deps, staff }) => (await waitingSummary(deps, staff)).waitTimes,
  ),
  get(
    "host",
    "get_party_input_settings",
    "Kiosk settings: waitlist on/off, announcement, party-input options (1/0)",
    { operationId: "getPartyInputSettings", examples: { query: store, response: kiosk } },
    { query: storeQuery, response: kioskSettingsAnswer },
    async (c) => legacyKioskSettings(await readKioskSettings(c.deps, c.staff)),
  ),
  defineRoute({
    method: "POST",
    url: "/api/host_info/change_party_input_settings",
    access: "staff",
    role: "manager",
    style: "plain",
    summary: "Save the kiosk settings object; answers the saved object",
    operationId: "changePartyInputSettings",
    errors: [404],
    examples: { body: kiosk, response: kiosk },
    schema: { query: optionalStoreRef, body: withStoreRef(legacyKioskBody), response: kioskSettingsAnswer },
    handler: async ({ deps, staff, query, body: b }) => {
      await optionalScope(deps, staff, query, b);
      // No announcement in the body keeps the stored one (not read here and written back: a concurrent save wins).
      const saved = await writeKioskSettings(deps, staff, {
        waitlistOn: b.waitlist_onoff,
        announcement: b.announcement,
        firstAvailableOkay: b.first_available_okay,
        indoorSeatingPreferred: b.indoor_seating_preferred,
        barSeatingPreferred: b.bar_seating_preferred,
        outdoorSeatingPreferred: b.outdoor_seating_preferred,
      });
      return legacyKioskSettings(saved);
    },
  }),
  get(
    "manager",
    "get_table_settings",
    "Table information: the eight table fields and company",
    { operationId: "getTableSettings", examples: { query: store, response: { ...tables, company: "demo" } } },
    { query: storeQuery, response: tableSettingsAnswer },
    async (c) => ({ ...(await readTableSettings(c.deps, c.staff)), company: c.staff.company.slug }),
  ),
  defineRoute({
    method: "POST",
    url: "/api/host_info/change_table_settings",
    access: "staff",
    role: "manager",
    style: "plain",
    summary: "Save the table information; answers the saved object",
    operationId: "changeTableSettings",
    errors: [404],
    examples: { body: { company: "demo", ...tables }, response: { ...tables, company: "demo" } },
    schema: { query: optionalStoreRef, body: legacyTablesBody, response: tableSettingsAnswer },
    handler: async ({ deps, staff, query, body: b }) => {
      // docs/product.md#records: the company field is present and ignored in validation; the store comes from the session.
      await optionalScope(deps, staff, query);
      const saved = await writeTableSettings(deps, staff, {
        solo_tables_total: b.solo_tables_total,
        solo_tables_turn_avg: b.solo_tables_turn_avg,
        two_tables_total: b.two_tables_total,
        two_tables_turn_avg: b.two_tables_turn_avg,
        three_four_tables_total: b.three_four_tables_total,
        three_four_tables_turn_avg: b.three_four_tables_turn_avg,
        five_plus_tables_total: b.five_plus_tables_total,
        five_plus_tables_turn_avg: b.five_plus_tables_turn_avg,
      });
      return { ...saved, company: staff.company.slug };
    },
  }),
  get(
    "host",
    "get_ticket",
    "The ticket counter: the next ticket is ticketLetter + ticketCnt",
    { operationId: "getTicket", examples: { query: store, response: { ticketCnt: 2, ticketLetter: "A" } } },
    { query: storeQuery, response: ticketAnswer },
    async ({ deps, staff }) => {
      const c = (await getTicketCounter(deps.db, staff.store.id)) ?? INITIAL_TICKET;
      return { ticketCnt: c.ticketCnt, ticketLetter: c.ticketLetter };
    },
  ),
  defineRoute({
    method: "POST",
    url: "/api/host_info/waiting_customers",
    access: "staff",
    role: "host",
    style: "plain",
    status: 201,
    keyInStatement: true,
    summary: "Add a walk-in; answers the entry with the ticket the server assigned",
    operationId: "addWaitingCustomer",
    errors: [404, 409],
    examples: {
      body: { customer_name: "Maya", customer_number: "2125550123", party_size: 2, first_available: 1 },
      response: entry,
    },
    schema: { query: optionalStoreRef, body: withStoreRef(legacyJoinBody), response: entryAnswer },
    handler: async ({ deps, staff, query, body: b, statementKey }) => {
      await optionalScope(deps, staff, query, b);
      const seating = seatingOf({
        firstAvailable: b.first_available ?? false,
        indoorArea: b.indoor_area ?? false,
        barArea: b.bar_area ?? false,
        outdoorArea: b.outdoor_area ?? false,
      });
      const joined = await joinWaitlist(
        deps,
        staff,
        // The legacy kiosk path has no language: English (docs/product.md#languages).
        { name: b.customer_name, phone: b.customer_number, partySize: b.party_size, seating, language: "en" },
        "legacy",
        statementKey,
      );
      return isRepeat(joined) ? joined : legacyEntry(joined);
    },
  }),
  get(
    "host",
    "waiting_customers",
    "Walk-ins waiting on a date (today by default), in entered order",
    { operationId: "listWaitingCustomers", examples: { query: { ...store, date }, response: [entry] } },
    { query: datedQuery, response: entryListAnswer },
    async (c) => (await waitingEntries(c.deps, c.staff, c.query.date)).map(legacyEntry),
  ),
  defineRoute({
    method: "POST",
    url: "/api/host_info/create_test_message",
    access: "staff",
    role: "manager",
    style: "plain",
    status: 202,
    summary: "Queue a test text to {phone} for {ticket_number}",
    operationId: "createTestMessage",
    errors: [404],
    examples: { body: { phone: "2125550123", ticket_number: "A1" }, response: { queued: true } },
    schema: { query: optionalStoreRef, body: withStoreRef(testMessageBody), response: queuedAnswer },
    handler: async ({ deps, staff, query, body: b }) => {
      await optionalScope(deps, staff, query, b);
      await queueTestMessage(deps, staff, { phone: b.phone ?? "", ticket: b.ticket_number });
      return { queued: true as const };
    },
  }),
  entryRoute(
    "notify_customer",
    "Alert a walk-in (notified 0 → 1; texts when a phone is on file)",
    {
      operationId: "notifyCustomer",
      errors: [404, 409],
      examples: { response: { ...entry, notified: 1, notified_time: "2026-11-21T23:20:00.000Z" } },
    },
    (d, s, id) => alertEntry(d, s, id, "alert"),
  ),
  entryRoute(
    "notify_customer_again",
    "Alert a walk-in again (notified 1 → 2)",
    {
      operationId: "notifyCustomerAgain",
      errors: [404, 409],
      examples: { response: { ...entry, notified: 2, notified_time: "2026-11-21T23:25:00.000Z" } },
    },
    (d, s, id) => alertEntry(d, s, id, "again"),
  ),
  entryRoute(
    "seat_customer",
    "Seat a walk-in",
    {
      operationId: "seatCustomer",
      errors: [404, 409],
      examples: { response: { ...entry, seated: 1, exited: 1, actual_waited_time: 22 } },
    },
    (d, s, id) => seatEntry(d, s, id),
  ),
  entryRoute(
    "delete_customer",
    "Delete a walk-in (recorded as no show)",
    {
      operationId: "deleteCustomer",
      errors: [404, 409],
      examples: { response: { ...entry, exited: 1, actual_waited_time: 30 } },
    },
    (d, s, id) => noShowEntry(d, s, id),
  ),
  entryRoute(
    "customer_note",
    "Save the host's note {note} on a walk-in",
    {
      operationId: "saveCustomerNote",
      body: noteBody,
      examples: { body: { note: "High chair" }, response: { ...entry, note: "High chair" } },
    },
    (d, s, id, b) => noteEntry(d, s, id, b.note),
  ),
  get(
    "host",
    "nonwaiting_customers",
    "Finished walk-ins (seated / no show) of a date",
    {
      operationId: "listNonwaitingCustomers",
      examples: {
        query: { ...store, date },
        response: [{ ...entry, seated: 1, exited: 1, actual_waited_time: 22 }],
      },
    },
    { query: datedQuery, response: entryListAnswer },
    async (c) => (await waitlistHistory(c.deps, c.staff, c.query.date)).entries.map(legacyEntry),
  ),
  entryRoute(
    "put_back_customer",
    "Return a finished walk-in to the line at its original place",
    { operationId: "putBackCustomer", errors: [404, 409] },
    (d, s, id) => putBackEntry(d, s, id),
  ),
  get(
    "host",
    "move_to_historical",
    "Close walk-ins left waiting from earlier business days as no shows",
    { operationId: "moveToHistorical", examples: { query: store, response: { moved: 0 } } },
    { query: storeQuery, response: movedAnswer },
    async (c) => moveFinished(c.deps, c.staff),
  ),
];
