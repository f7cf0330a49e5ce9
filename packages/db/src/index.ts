export * from "./client";
export * from "./password";
export * as schema from "./schema/index";
export * from "./schema/index";
export * from "./seed";
export * from "./queries/waitlist";
