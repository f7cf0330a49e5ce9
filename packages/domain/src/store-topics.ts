/**
 * What a store event is about: the staff apps refetch the matching queries when one arrives (docs/architecture.md#live-updates).
 * Shared by the server that emits them and the apps that listen.
 */
export const storeTopics = ["waitlist", "reservations", "settings", "floor"] as const;
export type StoreTopic = (typeof storeTopics)[number];
