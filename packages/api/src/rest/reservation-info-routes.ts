/** /api/reservation_info/* (docs/legacy-api.md): the {payload, system} envelope over the reservation services. */
import { notFound, reservationMessages } from "@seatline/domain";
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
import { config, date, legacy, link, reservation } from "./demo-examples";
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
import { defineRoute, type RestRequestContext } from "./route";
import { assertOwnStore } from "./store-scope";

const P = "/api/reservation_info";

/** The legacy_store_id of a staff call, checked against the session's store (403 other, 404 unknown). */
const ownStore = (ctx: RestRequestContext, legacyStoreId: number) =>
  assertOwnStore(ctx.deps, ctx.staff, { legacyStoreId });

const blackoutPayload = (dates: string[]) => ({ blackoutDates: dates.map((date) => ({ date })) });

export const reservationInfoRoutes = [
  defineRoute({
    method: "GET",
    url: `${P}/get_reservations_by_date`,
    access: "staff",
    role: "host",
    style: "envelope",
    summary: "The store's reservations of a date",
    operationId: "getReservationsByDate",
    errors: [404],
    examples: { query: { company: "demo", ...legacy, date }, response: { reservations: [reservation] } },
    schema: { query: reservationsQuery, response: reservationsAnswer },
    handler: async (ctx) => {
      const q = ctx.query;
      await ownStore(ctx, q.legacy_store_id);
      if (q.company && q.company !== ctx.staff.company.slug) {
        await assertOwnStore(ctx.deps, ctx.staff, { company: q.company, store: ctx.staff.store.storeNumber });
      }
      const list = await listReservations(ctx.deps, ctx.staff, q.date);
      return { reservations: list.map(legacyReservation) };
    },
  }),
  defineRoute({
    method: "POST",
    url: `${P}/create_reservation`,
    access: "public",
    style: "envelope",
    summary: "Book a table (public; a signed-in staff caller books for its own store)",
    operationId: "createReservation",
    errors: [403, 404, 409],
    examples: {
      body: {
        ...legacy,
        reservation_date: date,
        reservation_time: "19:00",
        party_size: 4,
        guest_name: "Jordan Lee",
        guest_phone: "2125550187",
        guest_email: "jordan@example.com",
        seating_preference: "indoor",
        special_requests: "Window table if possible",
      },
      response: reservation,
    },
    schema: {
      body: createReservationBody,
      response: z.union([reservationAnswer, publicReservationAnswer]),
    },
    handler: async (ctx) => {
      const { legacyStoreId, booking } = ctx.body;
      if (ctx.staff) {
        await ownStore(ctx, legacyStoreId);
        return legacyReservation(await createStaffReservation(ctx.deps, ctx.staff, booking, "legacy"));
      }
      const target = await storeByLegacyId(ctx.deps.db, legacyStoreId);
      const booked = await bookPublic(ctx.deps, target, booking, ctx.req.ip, "legacy");
      return legacyPublicReservation(booked, target.store.legacyStoreId);
    },
  }),
  defineRoute({
    method: "POST",
    url: `${P}/update_reservation`,
    access: "staff",
    role: "host",
    style: "envelope",
    summary: "Edit a reservation, change its status, or save its note (special_requests)",
    operationId: "updateReservation",
    errors: [404, 409],
    examples: {
      body: { ...reservation, status: "SEATED" },
      response: { ...reservation, status: "SEATED" },
    },
    schema: { body: updateReservationBody, response: reservationAnswer },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.body.legacy_store_id);
      return legacyReservation(await updateReservationFromLegacy(ctx.deps, ctx.staff, ctx.body));
    },
  }),
  defineRoute({
    method: "POST",
    url: `${P}/send_courtesy_notification`,
    access: "staff",
    role: "host",
    style: "envelope",
    summary: "Text the guest that the table is ready",
    operationId: "sendCourtesyNotification",
    errors: [404, 409],
    examples: {
      body: { ...legacy, uuid: reservation.uuid },
      response: { ...reservation, notified: 1, courtesy_notification_sent_at: ["2026-11-21T23:58:00.000Z"] },
    },
    schema: { body: uuidBody, response: reservationAnswer },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.body.legacy_store_id);
      return legacyReservation(await sendCourtesyNotification(ctx.deps, ctx.staff, ctx.body.uuid));
    },
  }),
  defineRoute({
    method: "GET",
    url: `${P}/get_reservation_time_windows_by_date`,
    access: "public",
    style: "envelope",
    summary: "Time windows of a date with tables and persons available (public)",
    operationId: "getReservationTimeWindowsByDate",
    errors: [404],
    examples: {
      query: { company: "demo", ...legacy, date, party_size: 4 },
      response: {
        time_windows: [
          { time: "18:30", available: true, persons_available: 16, tables_available: 3 },
          { time: "19:00", available: false, persons_available: 0, tables_available: 0 },
        ],
      },
    },
    schema: { query: timeWindowsQuery, response: timeWindowsAnswer },
    handler: async (ctx) => {
      const q = ctx.query;
      const target = await storeByLegacyId(ctx.deps.db, q.legacy_store_id);
      if (q.company && q.company.toLowerCase() !== target.company.slug)
        throw notFound(reservationMessages.storeNotFound);
      const channel = ctx.staff?.store.id === target.store.id ? "staff" : "public";
      const query = { date: q.date, partySize: q.party_size, linkCode: q.link_code };
      const windows = await windowsForStore(ctx.deps, target, query, channel);
      return { time_windows: windows.map(legacyWindow) };
    },
  }),
  defineRoute({
    method: "GET",
    url: `${P}/get_store_details_by_date`,
    access: "public",
    style: "envelope",
    summary: "Company name, address, phone, legacy_store_id and opening hours (public)",
    operationId: "getStoreDetailsByDate",
    errors: [404],
    examples: {
      query: { company_slug: "demo", store_slug: "downtown" },
      response: {
        company_name: "Demo Bistro",
        address: "120 Main Street, New York, NY 10001",
        phone_number: "2125550142",
        legacy_store_id: 1001,
        hours: [{ dow: 1, open_time: 11, close_time: 22 }],
      },
    },
    schema: { query: storeDetailsQuery, response: storeDetailsAnswer },
    handler: async (ctx) =>
      legacyStoreDetails(await publicStoreDetails(ctx.deps, ctx.query.company_slug, ctx.query.store_slug)),
  }),
  defineRoute({
    method: "GET",
    url: `${P}/get_blackout_dates`,
    access: "public",
    style: "envelope",
    summary: "Blackout dates, or with link_code the link's access dates (public)",
    operationId: "getBlackoutDates",
    errors: [404],
    examples: { query: legacy, response: { blackoutDates: [{ date: "2026-12-25" }] } },
    schema: { query: blackoutQuery, response: blackoutOrAccessDatesAnswer },
    handler: async (ctx) => {
      const { legacy_store_id, link_code } = ctx.query;
      const target = await storeByLegacyId(ctx.deps.db, legacy_store_id);
      const dates = await bookableDatesOf(ctx.deps, target, link_code);
      return link_code ? { accessDates: dates.accessDates } : blackoutPayload(dates.blackoutDates);
    },
  }),
  defineRoute({
    method: "POST",
    url: `${P}/create_blackout_date`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "Add a blackout date (today or later)",
    operationId: "createBlackoutDate",
    errors: [404],
    examples: {
      body: { ...legacy, date: "2026-12-25" },
      response: { blackoutDates: [{ date: "2026-12-25" }] },
    },
    schema: { body: blackoutBody, response: blackoutDatesAnswer },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.body.legacy_store_id);
      return blackoutPayload(await addStoreBlackoutDate(ctx.deps, ctx.staff, ctx.body.date));
    },
  }),
  defineRoute({
    method: "POST",
    url: `${P}/delete_blackout_date`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "Remove a blackout date",
    operationId: "deleteBlackoutDate",
    errors: [404],
    examples: { body: { ...legacy, date: "2026-12-25" }, response: { blackoutDates: [] } },
    schema: { body: blackoutBody, response: blackoutDatesAnswer },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.body.legacy_store_id);
      return blackoutPayload(await removeStoreBlackoutDate(ctx.deps, ctx.staff, ctx.body.date));
    },
  }),
  defineRoute({
    method: "GET",
    url: `${P}/get_reservation_configs`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "The reservation config with the company and store slugs",
    operationId: "getReservationConfigs",
    errors: [404],
    examples: {
      query: legacy,
      response: { active_config: config, company_slug: "demo", store_slug: "downtown" },
    },
    schema: { query: legacyStoreRef, response: configsAnswer },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.query.legacy_store_id);
      const c = await readReservationConfig(ctx.deps, ctx.staff);
      return {
        active_config: legacyConfig(c.activeConfig),
        company_slug: c.companySlug,
        store_slug: c.storeSlug,
      };
    },
  }),
  defineRoute({
    method: "POST",
    url: `${P}/update_store_config`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "Save the reservation config (interval 15/30/60, tables 1-10, persons 5-50 step 5)",
    operationId: "updateStoreConfig",
    errors: [404],
    examples: { body: { ...legacy, ...config }, response: { active_config: config } },
    schema: { body: configBody, response: activeConfigAnswer },
    handler: async (ctx) => {
      const { legacy_store_id, ...input } = ctx.body;
      await ownStore(ctx, legacy_store_id);
      return { active_config: legacyConfig(await updateReservationConfig(ctx.deps, ctx.staff, input)) };
    },
  }),
  defineRoute({
    method: "GET",
    url: `${P}/get_store_access_links`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "The store's special access links",
    operationId: "getStoreAccessLinks",
    errors: [404],
    examples: { query: legacy, response: { accessLinks: [link] } },
    schema: { query: legacyStoreRef, response: accessLinksAnswer },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.query.legacy_store_id);
      return { accessLinks: (await readAccessLinks(ctx.deps, ctx.staff)).map(legacyLink) };
    },
  }),
  defineRoute({
    method: "POST",
    url: `${P}/post_store_access_link`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "Create a link {link_code}, or update one {uuid, link_code, access_days (JSON list)}",
    operationId: "postStoreAccessLink",
    errors: [404, 409],
    examples: { body: { ...legacy, link_code: "friends" }, response: { ...link, access_days: [] } },
    schema: { body: accessLinkBody, response: accessLinkAnswer },
    handler: async (ctx) => {
      const b = ctx.body;
      await ownStore(ctx, b.legacy_store_id);
      if (!b.uuid) return legacyLink(await createAccessLink(ctx.deps, ctx.staff, b.link_code ?? ""));
      const change = { uuid: b.uuid, linkCode: b.link_code, accessDays: b.access_days };
      return legacyLink(await changeAccessLink(ctx.deps, ctx.staff, change));
    },
  }),
  defineRoute({
    method: "POST",
    url: `${P}/delete_store_access_link`,
    access: "staff",
    role: "manager",
    style: "envelope",
    summary: "Delete a special access link",
    operationId: "deleteStoreAccessLink",
    errors: [404],
    examples: { body: { ...legacy, uuid: link.uuid }, response: { deleted: link.uuid } },
    schema: { body: uuidBody, response: deletedAnswer },
    handler: async (ctx) => {
      await ownStore(ctx, ctx.body.legacy_store_id);
      return removeAccessLink(ctx.deps, ctx.staff, ctx.body.uuid);
    },
  }),
];
