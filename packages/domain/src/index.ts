export * from "./errors";
export * from "./phone";
export * from "./store-time";
export * from "./tickets";
export * from "./wait-quote";
export * from "./entities/auth";
