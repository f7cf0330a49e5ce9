export * from "./messages";
export * from "./quotes";
export * from "./reservations";
export * from "./settings";
export * from "./stream-tickets";
export * from "./tenancy";
export * from "./texting";
export * from "./waitlist";
