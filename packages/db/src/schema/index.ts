export * from "./messages";
export * from "./reservations";
export * from "./settings";
export * from "./tenancy";
export * from "./waitlist";
