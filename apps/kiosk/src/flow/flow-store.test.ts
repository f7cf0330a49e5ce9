import { describe, expect, it } from "vitest";
import {
  canOpen,
  createFlowStore,
  type FlowStorage,
  type IssuedTicket,
  TICKET_STORAGE_KEY,
} from "./flow-store";
import { nextPath, previousPath } from "./steps";

function memoryStorage(): FlowStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const ticket: IssuedTicket = { ticket: "B3", name: "Ada", phone: "5551234567", partySize: 2 };

describe("kiosk flow store", () => {
  it("starts at size 1, first available, nothing typed, only the welcome open", () => {
    const s = createFlowStore().getState();
    expect(s).toMatchObject({
      reached: "app",
      partySize: 1,
      seating: "first_available",
      name: "",
      phone: "",
    });
    for (const step of ["party", "name", "input", "ticket"] as const) expect(canOpen(s, step)).toBe(false);
    expect(canOpen(s, "app")).toBe(true);
  });

  it("unlocks the steps in the live route order: party, name, input", () => {
    const store = createFlowStore();
    store.start();
    expect(canOpen(store.getState(), "party")).toBe(true);
    expect(canOpen(store.getState(), "name")).toBe(false);
    expect(store.completeParty()).toBe(true);
    expect(canOpen(store.getState(), "name")).toBe(true);
    expect(canOpen(store.getState(), "input")).toBe(false);
    expect(store.completeName()).toBe(false);
    store.setName("   ");
    expect(store.completeName()).toBe(false);
    store.setName("Ada");
    expect(store.completeName()).toBe(true);
    expect(canOpen(store.getState(), "input")).toBe(true);
  });

  it("never goes below 0 and refuses NEXT below 1", () => {
    const store = createFlowStore();
    store.start();
    store.removePerson();
    store.removePerson();
    expect(store.getState().partySize).toBe(0);
    expect(store.completeParty()).toBe(false);
    expect(canOpen(store.getState(), "name")).toBe(false);
    store.addPerson();
    store.addPerson();
    expect(store.getState().partySize).toBe(2);
    expect(store.completeParty()).toBe(true);
  });

  it("a later step closes again when an earlier one becomes invalid", () => {
    const store = createFlowStore();
    store.start();
    store.completeParty();
    store.setName("Ada");
    store.completeName();
    store.setName("");
    expect(canOpen(store.getState(), "input")).toBe(false);
    store.setName("Ada");
    store.removePerson();
    expect(canOpen(store.getState(), "name")).toBe(false);
    expect(canOpen(store.getState(), "input")).toBe(false);
  });

  it("keeps the seating choice exclusive, falling back to first available", () => {
    const store = createFlowStore();
    store.toggleSeating("indoor");
    expect(store.getState().seating).toBe("indoor");
    store.toggleSeating("bar");
    expect(store.getState().seating).toBe("bar");
    store.toggleSeating("bar");
    expect(store.getState().seating).toBe("first_available");
    store.toggleSeating("first_available");
    expect(store.getState().seating).toBe("first_available");
  });

  it("takes digits only, at most 10, with backspace and clear", () => {
    const store = createFlowStore();
    for (const d of "555123456789") store.pressDigit(d);
    expect(store.getState().phone).toBe("5551234567");
    store.pressDigit("x");
    expect(store.getState().phone).toBe("5551234567");
    store.backspace();
    expect(store.getState().phone).toBe("555123456");
    store.clearPhone();
    expect(store.getState().phone).toBe("");
    store.backspace();
    expect(store.getState().phone).toBe("");
  });

  it("issuing a ticket forgets what the guest typed and opens only the ticket page", () => {
    const storage = memoryStorage();
    const store = createFlowStore({ storage });
    store.start();
    store.addPerson();
    store.toggleSeating("bar");
    store.completeParty();
    store.setName("Ada");
    store.completeName();
    store.pressDigit("5");
    store.issued(ticket);
    const s = store.getState();
    expect(s).toMatchObject({
      reached: "app",
      partySize: 1,
      seating: "first_available",
      name: "",
      phone: "",
    });
    expect(s.ticket).toEqual(ticket);
    expect(canOpen(s, "ticket")).toBe(true);
    expect(canOpen(s, "input")).toBe(false);
    expect(JSON.parse(storage.data.get(TICKET_STORAGE_KEY) ?? "null")).toEqual(ticket);
  });

  it("the last ticket survives a reload (storage) until reset", () => {
    const storage = memoryStorage();
    createFlowStore({ storage }).issued(ticket);
    const reloaded = createFlowStore({ storage });
    expect(reloaded.getState().ticket).toEqual(ticket);
    reloaded.reset();
    expect(reloaded.getState().ticket).toBeNull();
    expect(storage.data.has(TICKET_STORAGE_KEY)).toBe(false);
    expect(createFlowStore({ storage }).getState().ticket).toBeNull();
  });

  it("the ticket's standing (place, quote, status link) and an offline mark survive a reload too", () => {
    const storage = memoryStorage();
    const placed = {
      ...ticket,
      queued: false,
      standing: { position: 4, quote: { minutes: 20, low: 15, high: 25 }, statusUrl: "http://x/w/abc" },
    };
    createFlowStore({ storage }).issued(placed);
    expect(createFlowStore({ storage }).getState().ticket).toEqual(placed);
    const offline = { ...ticket, queued: true, standing: null };
    createFlowStore({ storage }).issued(offline);
    expect(createFlowStore({ storage }).getState().ticket).toEqual(offline);
    storage.setItem(TICKET_STORAGE_KEY, JSON.stringify({ ...ticket, standing: { position: "4" } }));
    expect(createFlowStore({ storage }).getState().ticket?.standing).toBeNull();
  });

  it("ignores a damaged stored ticket", () => {
    const storage = memoryStorage();
    storage.setItem(TICKET_STORAGE_KEY, "{not json");
    expect(createFlowStore({ storage }).getState().ticket).toBeNull();
    storage.setItem(TICKET_STORAGE_KEY, JSON.stringify({ ticket: 3 }));
    expect(createFlowStore({ storage }).getState().ticket).toBeNull();
  });

  it("reset clears everything (docs/product.md#kiosk) and notifies subscribers", () => {
    const store = createFlowStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.start();
    store.addPerson();
    store.setName("Ada");
    store.pressDigit("5");
    store.toggleSeating("outdoor");
    store.reset();
    expect(store.getState()).toEqual({
      reached: "app",
      partySize: 1,
      seating: "first_available",
      name: "",
      phone: "",
      ticket: null,
    });
    expect(calls).toBe(6);
    unsubscribe();
    store.addPerson();
    expect(calls).toBe(6);
  });
});

describe("kiosk steps", () => {
  it("BACK and NEXT move along app, party, name, input, ticket", () => {
    expect(nextPath("app")).toBe("/app/party");
    expect(nextPath("party")).toBe("/app/name");
    expect(nextPath("name")).toBe("/app/input");
    expect(nextPath("input")).toBe("/app/ticket");
    expect(previousPath("input")).toBe("/app/name");
    expect(previousPath("name")).toBe("/app/party");
    expect(previousPath("party")).toBe("/app");
    expect(previousPath("app")).toBe("/app");
  });
});
