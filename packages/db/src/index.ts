export * from "./client";
export * from "./password";
export * as schema from "./schema/index";
export * from "./schema/index";
export * from "./seed";
export * from "./queries/waitlist";
export * from "./queries/reservations";
export * from "./queries/reservation-settings";
export * from "./queries/store-lookup";
