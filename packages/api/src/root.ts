import type { inferRouterOutputs } from "@trpc/server";
import { authRouter } from "./routers/auth";
import { eventsRouter } from "./routers/events";
import { floorRouter } from "./routers/floor";
import { guestRouter } from "./routers/guest";
import { guestBookRouter } from "./routers/guest-book";
import { kioskLockRouter } from "./routers/kiosk-lock";
import { notifyStaffRouter } from "./routers/notify";
import { privacyRouter } from "./routers/privacy";
import { publicRouter } from "./routers/public";
import { reportsRouter } from "./routers/reports";
import { reservationsRouter } from "./routers/reservations";
import { settingsRouter } from "./routers/settings";
import { staffRouter } from "./routers/staff";
import { standRouter } from "./routers/stand";
import { textingRouter } from "./routers/texting";
import { waitlistRouter } from "./routers/waitlist";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  auth: authRouter,
  events: eventsRouter,
  floor: floorRouter,
  reservations: reservationsRouter,
  public: publicRouter,
  waitlist: waitlistRouter,
  settings: settingsRouter,
  kioskLock: kioskLockRouter,
  guest: guestRouter,
  texting: textingRouter,
  reports: reportsRouter,
  notify: notifyStaffRouter,
  guestBook: guestBookRouter,
  staff: staffRouter,
  privacy: privacyRouter,
  stand: standRouter,
});

export type AppRouter = typeof appRouter;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
