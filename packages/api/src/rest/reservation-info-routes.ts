/** /api/reservation_info/* (docs/legacy-api.md): the {payload, system} envelope over the reservation services. */
import { notFound, reservationConfigInput, reservationMessages } from "@seatline/domain";
import { z } from "zod";
import {
  changeAccessLink,
  createAccessLink,
  readAccessLinks,
  removeAccessLink,
} from "../services/reservations/access-links";
import { addStoreBlackoutDate, removeStoreBlackoutDate } from "../services/reservations/blackout-dates";
import { sendCourtesyNotification } from "../services/reservations/lifecycle";
import {
  bookableDatesOf,
  bookPublic,
  publicStoreDetails,
} from "../services/reservations/public-reservations";
import { readReservationConfig, updateReservationConfig } from "../services/reservations/reservation-config";
import { createStaffReservation, listReservations } from "../services/reservations/staff-reservations";
import { storeByLegacyId } from "../services/reservations/store-context";
import { windowsForStore } from "../services/reservations/time-windows";
import {
  accessLinkAnswer,
  accessLinksAnswer,
  activeConfigAnswer,
  blackoutDatesAnswer,
  blackoutOrAccessDatesAnswer,
  configsAnswer,
  deletedAnswer,
  publicReservationAnswer,
  reservationAnswer,
  reservationsAnswer,
  storeDetailsAnswer,
  timeWindowsAnswer,
} from "./reservation-info-answers";
import {
  accessLinkBody,
  blackoutBody,
  blackoutQuery,
  configBody,
  createReservationBody,
  legacyConfig,
  legacyLink,
  legacyPublicReservation,
  legacyReservation,
  legacyStoreDetails,
  legacyStoreRef,
  legacyWindow,
  reservationsQuery,
  storeDetailsQuery,
  timeWindowsQuery,
  updateReservationBody,
  uuidBody,
} from "./reservation-info-shapes";
import { updateReservationFromLegacy } from "./reservation-update";
import { defineRoutes, type RestRoute } from "./route";
import { assertOwnStore } from "./store-scope";

const P = "/api/reservation_info";
type Ctx = Parameters<RestRoute["handler"]>[0];

/** The legacy_store_id of a staff call, checked against the session's store (403 other, 404 unknown). */
async function ownStore(ctx: Ctx, source: unknown): Promise<void> {
  const { legacy_store_id } = legacyStoreRef.parse(source ?? {});
  await assertOwnStore(ctx.deps, ctx.staff, { legacyStoreId: legacy_store_id });
}

/** The legacy_store_id of a public call: the store it names (404 when unknown). */
async function namedStore(ctx: Ctx, source: unknown) {
  const { legacy_store_id } = legacyStoreRef.parse(source ?? {});
  return storeByLegacyId(ctx.deps.db, legacy_store_id);
}

const blackoutPayload = (dates: string[]) => ({ blackoutDates: dates.map((date) => ({ date })) });

export const reservationInfoRoutes = defineRoutes([
  {
    method: "GET",
    url: `${P}/get_reservations_by_date`,
    access: "staff",
    role: "host",
    style: "envelope",
    summary: "The store's reservations of a date",
    docs: {
      operationId: "getReservationsByDate",
      query: reservationsQuery.extend(legacyStoreRef.shape),
      response: reservationsAnswer,
      errors: [404],
    },
    handler: async (ctx) => {
      const q = reservationsQuery.parse(ctx.req.query ?? {});
      await ownStore(ctx, ctx.req.query);
      if (q.company && q.company !== ctx.staff.company.slug) {
        await assertOwnStore(ctx.deps, ctx.staff, { company: q.company, store: ctx.staff.store.storeNumber });
      }
      const list = await listReservations(ctx.deps, ctx.staff, q.date);
      return { reservations: list.map(legacyReservation) };
    },
  },
  {
    method: "POST",
    url: `${P}/create_reservation`,
    access: "public",
    style: "envelope",
    summary: "Book a table (public; a signed-in staff caller books for its own store)",
    docs: {
      operationId: "createReservation",
      body: createReservationBody.in.extend(legacyStoreRef.shape),
      response: z.union([reservationAnswer, publicReservationAnswer]),
      errors: [403, 404, 409],
    },
    handler: async (ctx) => {
      if (ctx.staff) {
        await ownStore(ctx, ctx.req.body);
        const input = createReservationBody.parse(ctx.req.body ?? {});
        return legacyReservation(await createStaffReservation(ctx.deps, ctx.staff, input, "legacy"));
      }
      const target = await namedStore(ctx, ctx.req.body);
      const input = createReservationBody.parse(ctx.req.body ?? {});
      const booked = await bookPublic(ctx.deps, target, input, ctx.req.ip, "legacy");
      return legacyPublicReservation(booked, target.store.legacyStoreId);
    },
  },
  {
    method: "POST",
    url: `${P}/update_reservation`,
    access: "staff",
    role: "host",
    style: "envelope",
    summary: "Edit a reservation, change its status, or save its note (special_requests)",
    docs: {
      operationId: "updateReservation",
      body: updateReservationBody.extend(legacyStoreRef.shape),
      response: reservationAnswer,
      errors: [404, 409],
    },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.req.body);
      return legacyReservation(await updateReservationFromLegacy(ctx.deps, ctx.staff, ctx.req.body));
    },
  },
  {
    method: "POST",
    url: `${P}/send_courtesy_notification`,
    access: "staff",
    role: "host",
    style: "envelope",
    summary: "Text the guest that the table is ready",
    docs: {
      operationId: "sendCourtesyNotification",
      body: uuidBody.extend(legacyStoreRef.shape),
      response: reservationAnswer,
      errors: [404, 409],
    },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.req.body);
      const { uuid } = uuidBody.parse(ctx.req.body ?? {});
      return legacyReservation(await sendCourtesyNotification(ctx.deps, ctx.staff, uuid));
    },
  },
  {
    method: "GET",
    url: `${P}/get_reservation_time_windows_by_date`,
    access: "public",
    style: "envelope",
    summary: "Time windows of a date with tables and persons available (public)",
    docs: {
      operationId: "getReservationTimeWindowsByDate",
      query: timeWindowsQuery.extend(legacyStoreRef.shape),
      response: timeWindowsAnswer,
      errors: [404],
    },
    handler: async (ctx) => {
      const target = await namedStore(ctx, ctx.req.query);
      const q = timeWindowsQuery.parse(ctx.req.query ?? {});
      if (q.company && q.company.toLowerCase() !== target.company.slug)
        throw notFound(reservationMessages.storeNotFound);
      const channel = ctx.staff?.store.id === target.store.id ? "staff" : "public";
      const query = { date: q.date, partySize: q.party_size, linkCode: q.link_code };
      const windows = await windowsForStore(ctx.deps, target, query, channel);
      return { time_windows: windows.map(legacyWindow) };
    },
  },
  {
    method: "GET",
    url: `${P}/get_store_details_by_date`,
    access: "public",
    style: "envelope",
    summary: "Company name, address, phone, legacy_store_id and opening hours (public)",
    docs: {
      operationId: "getStoreDetailsByDate",
      query: storeDetailsQuery,
      response: storeDetailsAnswer,
      errors: [404],
    },
    handler: async (ctx) => {
      const q = storeDetailsQuery.parse(ctx.req.query ?? {});
      return legacyStoreDetails(await publicStoreDetails(ctx.deps, q.company_slug, q.store_slug));
    },
  },
  {
    method: "GET",
    url: `${P}/get_blackout_dates`,
    access: "public",
    style: "envelope",
    summary: "Blackout dates, or with link_code the link's access dates (public)",
    docs: {
      operationId: "getBlackoutDates",
      query: blackoutQuery.extend(legacyStoreRef.shape),
      response: blackoutOrAccessDatesAnswer,
      errors: [404],
    },
    handler: async (ctx) => {
      const target = await namedStore(ctx, ctx.req.query);
      const { link_code } = blackoutQuery.parse(ctx.req.query ?? {});
      const dates = await bookableDatesOf(ctx.deps, target, link_code);
      return link_code ? { accessDates: dates.accessDates } : blackoutPayload(dates.blackoutDates);
    },
  },
  {
    method: "POST",
    url: `${P}/create_blackout_date`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "Add a blackout date (today or later)",
    docs: {
      operationId: "createBlackoutDate",
      body: blackoutBody.extend(legacyStoreRef.shape),
      response: blackoutDatesAnswer,
      errors: [404],
    },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.req.body);
      const { date } = blackoutBody.parse(ctx.req.body ?? {});
      return blackoutPayload(await addStoreBlackoutDate(ctx.deps, ctx.staff, date));
    },
  },
  {
    method: "POST",
    url: `${P}/delete_blackout_date`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "Remove a blackout date",
    docs: {
      operationId: "deleteBlackoutDate",
      body: blackoutBody.extend(legacyStoreRef.shape),
      response: blackoutDatesAnswer,
      errors: [404],
    },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.req.body);
      const { date } = blackoutBody.parse(ctx.req.body ?? {});
      return blackoutPayload(await removeStoreBlackoutDate(ctx.deps, ctx.staff, date));
    },
  },
  {
    method: "GET",
    url: `${P}/get_reservation_configs`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "The reservation config with the company and store slugs",
    docs: {
      operationId: "getReservationConfigs",
      query: legacyStoreRef,
      response: configsAnswer,
      errors: [404],
    },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.req.query);
      const c = await readReservationConfig(ctx.deps, ctx.staff);
      return {
        active_config: legacyConfig(c.activeConfig),
        company_slug: c.companySlug,
        store_slug: c.storeSlug,
      };
    },
  },
  {
    method: "POST",
    url: `${P}/update_store_config`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "Save the reservation config (interval 15/30/60, tables 1-10, persons 5-50 step 5)",
    docs: {
      operationId: "updateStoreConfig",
      body: configBody.in.extend(legacyStoreRef.shape),
      response: activeConfigAnswer,
      errors: [404],
    },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.req.body);
      const input = reservationConfigInput.parse(configBody.parse(ctx.req.body ?? {}));
      return { active_config: legacyConfig(await updateReservationConfig(ctx.deps, ctx.staff, input)) };
    },
  },
  {
    method: "GET",
    url: `${P}/get_store_access_links`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "The store's special access links",
    docs: {
      operationId: "getStoreAccessLinks",
      query: legacyStoreRef,
      response: accessLinksAnswer,
      errors: [404],
    },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.req.query);
      return { accessLinks: (await readAccessLinks(ctx.deps, ctx.staff)).map(legacyLink) };
    },
  },
  {
    method: "POST",
    url: `${P}/post_store_access_link`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "Create a link {link_code}, or update one {uuid, link_code, access_days (JSON list)}",
    docs: {
      operationId: "postStoreAccessLink",
      body: accessLinkBody.extend(legacyStoreRef.shape),
      response: accessLinkAnswer,
      errors: [404, 409],
    },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.req.body);
      const b = accessLinkBody.parse(ctx.req.body ?? {});
      if (!b.uuid) return legacyLink(await createAccessLink(ctx.deps, ctx.staff, b.link_code ?? ""));
      const change = { uuid: b.uuid, linkCode: b.link_code, accessDays: b.access_days };
      return legacyLink(await changeAccessLink(ctx.deps, ctx.staff, change));
    },
  },
  {
    method: "POST",
    url: `${P}/delete_store_access_link`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "Delete a special access link",
    docs: {
      operationId: "deleteStoreAccessLink",
      body: uuidBody.extend(legacyStoreRef.shape),
      response: deletedAnswer,
      errors: [404],
    },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.req.body);
      const { uuid } = uuidBody.parse(ctx.req.body ?? {});
      return removeAccessLink(ctx.deps, ctx.staff, uuid);
    },
  },
]);
