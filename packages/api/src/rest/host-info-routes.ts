/** Every host_info path of docs/legacy-api.md: plain JSON over the same services as tRPC. */

import { getTicketCounter } from "@seatline/db";
import { INITIAL_TICKET, type StaffRole, seatingOf, type WaitlistEntryView } from "@seatline/domain";
import type { AppDeps } from "../deps";
import type { StaffScope } from "../services/auth/types";
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
import type { RestDocs, RestRequestContext, RestRoute } from "./route";
import { assertOwnStore } from "./store-scope";

/** company + store are required in the query and must name the session's store (403 another, 404 unknown). */
async function scopedQuery(deps: AppDeps, staff: StaffScope, query: unknown): Promise<void> {
  const q = storeQuery.parse(query ?? {});
  await assertOwnStore(deps, staff, { company: q.company, store: q.store });
}

/** Paths whose store reference is optional (bodies, PUT by id): a company or store given must be the session's. */
async function optionalScope(deps: AppDeps, staff: StaffScope, ...sources: unknown[]): Promise<void> {
  for (const src of sources) {
    const r = optionalStoreRef.parse(src && typeof src === "object" ? src : {});
    const store = r.store ?? r.store_num;
    if (r.company === undefined && store === undefined) continue;
    await assertOwnStore(deps, staff, {
      company: r.company ?? staff.company.slug,
      store: store ?? staff.store.storeNumber,
    });
  }
}

type EntryAction = (
  deps: AppDeps,
  staff: StaffScope,
  id: number,
  c: RestRequestContext,
) => Promise<WaitlistEntryView>;

/** The query of paths that name their store (company + store); with the date where the path reads one. */
const storeDocs = { query: storeQuery, errors: [404] } as const;
const datedQuery = storeQuery.extend(dateQuery.shape);

/** PUT /api/host_info/<name>/{id}: the entry after the action. */
function entryRoute(
  name: string,
  summary: string,
  docs: Pick<RestDocs, "operationId" | "body" | "errors">,
  action: EntryAction,
): RestRoute {
  return {
    method: "PUT",
    url: `/api/host_info/${name}/:id`,
    // Every entry action is the door's work.
    access: "staff",
    role: "host",
    style: "plain",
    summary,
    docs: { params: entryIdParams, query: optionalStoreRef, response: entryAnswer, errors: [404], ...docs },
    handler: async (c) => {
      const { id } = entryIdParams.parse(c.req.params);
      await optionalScope(c.deps, c.staff, c.req.query);
      return legacyEntry(await action(c.deps, c.staff, id, c));
    },
  };
}

function get(
  role: StaffRole,
  url: string,
  summary: string,
  docs: RestDocs,
  handler: RestRoute["handler"],
): RestRoute {
  return {
    method: "GET",
    url: `/api/host_info/${url}`,
    access: "staff",
    role,
    style: "plain",
    summary,
    docs,
    handler,
  };
}

export const hostInfoRoutes: RestRoute[] = [
  get(
    "host",
    "waiting_numbers",
    "Walk-ins waiting today: parties (2+) and solo",
    { operationId: "getWaitingNumbers", ...storeDocs, response: waitingNumbersAnswer },
    async ({ deps, staff, req }) => {
      await scopedQuery(deps, staff, req.query);
      return (await waitingSummary(deps, staff)).numbers;
    },
  ),
  get(
    "host",
    "waiting_times",
    "Expected wait minutes for parties of 1, 2, 3-4 and 5+",
    { operationId: "getWaitingTimes", ...storeDocs, response: waitTimesAnswer },
    async ({ deps, staff, req }) => {
      await scopedQuery(deps, staff, req.query);
      return (await waitingSummary(deps, staff)).waitTimes;
    },
  ),
  get(
    "host",
    "get_party_input_settings",
    "Kiosk settings: waitlist on/off, announcement, party-input options (1/0)",
    { operationId: "getPartyInputSettings", ...storeDocs, response: kioskSettingsAnswer },
    async (c) => {
      await scopedQuery(c.deps, c.staff, c.req.query);
      return legacyKioskSettings(await readKioskSettings(c.deps, c.staff));
    },
  ),
  {
    method: "POST",
    url: "/api/host_info/change_party_input_settings",
    access: "staff",
    role: "manager",
    style: "plain",
    summary: "Save the kiosk settings object; answers the saved object",
    docs: {
      operationId: "changePartyInputSettings",
      query: optionalStoreRef,
      body: legacyKioskBody.extend(optionalStoreRef.shape),
      response: kioskSettingsAnswer,
      errors: [404],
    },
    handler: async ({ deps, staff, req }) => {
      await optionalScope(deps, staff, req.query, req.body);
      const b = legacyKioskBody.parse(req.body ?? {});
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
  },
  get(
    "manager",
    "get_table_settings",
    "Table information: the eight table fields and company",
    { operationId: "getTableSettings", ...storeDocs, response: tableSettingsAnswer },
    async (c) => {
      await scopedQuery(c.deps, c.staff, c.req.query);
      return { ...(await readTableSettings(c.deps, c.staff)), company: c.staff.company.slug };
    },
  ),
  {
    method: "POST",
    url: "/api/host_info/change_table_settings",
    access: "staff",
    role: "manager",
    style: "plain",
    summary: "Save the table information; answers the saved object",
    docs: {
      operationId: "changeTableSettings",
      query: optionalStoreRef,
      body: legacyTablesBody,
      response: tableSettingsAnswer,
      errors: [404],
    },
    handler: async ({ deps, staff, req }) => {
      // docs/product.md#records: the company field is present and ignored in validation; the store comes from the session.
      await optionalScope(deps, staff, req.query);
      const b = legacyTablesBody.parse(req.body ?? {});
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
  },
  get(
    "host",
    "get_ticket",
    "The ticket counter: the next ticket is ticketLetter + ticketCnt",
    { operationId: "getTicket", ...storeDocs, response: ticketAnswer },
    async ({ deps, staff, req }) => {
      await scopedQuery(deps, staff, req.query);
      const c = (await getTicketCounter(deps.db, staff.store.id)) ?? INITIAL_TICKET;
      return { ticketCnt: c.ticketCnt, ticketLetter: c.ticketLetter };
    },
  ),
  {
    method: "POST",
    url: "/api/host_info/waiting_customers",
    access: "staff",
    role: "host",
    style: "plain",
    status: 201,
    keyInStatement: true,
    summary: "Add a walk-in; answers the entry with the ticket the server assigned",
    docs: {
      operationId: "addWaitingCustomer",
      query: optionalStoreRef,
      body: legacyJoinBody.extend(optionalStoreRef.shape),
      response: entryAnswer,
      errors: [404, 409],
    },
    handler: async ({ deps, staff, req }) => {
      await optionalScope(deps, staff, req.query, req.body);
      const b = legacyJoinBody.parse(req.body ?? {});
      const seating = seatingOf({
        firstAvailable: b.first_available ?? false,
        indoorArea: b.indoor_area ?? false,
        barArea: b.bar_area ?? false,
        outdoorArea: b.outdoor_area ?? false,
      });
      const entry = await joinWaitlist(
        deps,
        staff,
        // The legacy kiosk path has no language: English (docs/product.md#languages).
        { name: b.customer_name, phone: b.customer_number, partySize: b.party_size, seating, language: "en" },
        "legacy",
      );
      return legacyEntry(entry);
    },
  },
  get(
    "host",
    "waiting_customers",
    "Walk-ins waiting on a date (today by default), in entered order",
    { operationId: "listWaitingCustomers", ...storeDocs, query: datedQuery, response: entryListAnswer },
    async (c) => {
      await scopedQuery(c.deps, c.staff, c.req.query);
      const { date } = dateQuery.parse(c.req.query ?? {});
      return (await waitingEntries(c.deps, c.staff, date)).map(legacyEntry);
    },
  ),
  {
    method: "POST",
    url: "/api/host_info/create_test_message",
    access: "staff",
    role: "manager",
    style: "plain",
    status: 202,
    summary: "Queue a test text to {phone} for {ticket_number}",
    docs: {
      operationId: "createTestMessage",
      query: optionalStoreRef,
      body: testMessageBody.extend(optionalStoreRef.shape),
      response: queuedAnswer,
      errors: [404],
    },
    handler: async ({ deps, staff, req }) => {
      await optionalScope(deps, staff, req.query, req.body);
      const b = testMessageBody.parse(req.body ?? {});
      await queueTestMessage(deps, staff, { phone: b.phone ?? "", ticket: b.ticket_number });
      return { queued: true };
    },
  },
  entryRoute(
    "notify_customer",
    "Alert a walk-in (notified 0 → 1; texts when a phone is on file)",
    { operationId: "notifyCustomer", errors: [404, 409] },
    (d, s, id) => alertEntry(d, s, id, "alert"),
  ),
  entryRoute(
    "notify_customer_again",
    "Alert a walk-in again (notified 1 → 2)",
    { operationId: "notifyCustomerAgain", errors: [404, 409] },
    (d, s, id) => alertEntry(d, s, id, "again"),
  ),
  entryRoute(
    "seat_customer",
    "Seat a walk-in",
    { operationId: "seatCustomer", errors: [404, 409] },
    (d, s, id) => seatEntry(d, s, id),
  ),
  entryRoute(
    "delete_customer",
    "Delete a walk-in (recorded as no show)",
    { operationId: "deleteCustomer", errors: [404, 409] },
    (d, s, id) => noShowEntry(d, s, id),
  ),
  entryRoute(
    "customer_note",
    "Save the host's note {note} on a walk-in",
    { operationId: "saveCustomerNote", body: noteBody },
    (d, s, id, c) => noteEntry(d, s, id, noteBody.parse(c.req.body ?? {}).note),
  ),
  get(
    "host",
    "nonwaiting_customers",
    "Finished walk-ins (seated / no show) of a date",
    { operationId: "listNonwaitingCustomers", ...storeDocs, query: datedQuery, response: entryListAnswer },
    async (c) => {
      await scopedQuery(c.deps, c.staff, c.req.query);
      const { date } = dateQuery.parse(c.req.query ?? {});
      return (await waitlistHistory(c.deps, c.staff, date)).entries.map(legacyEntry);
    },
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
    { operationId: "moveToHistorical", ...storeDocs, response: movedAnswer },
    async (c) => {
      await scopedQuery(c.deps, c.staff, c.req.query);
      return moveFinished(c.deps, c.staff);
    },
  ),
];
