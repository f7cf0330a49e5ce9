import { describe, expect, it } from "vitest";
import { createFlowStore } from "./flow-store";

describe("kiosk flow language (docs/product.md#languages)", () => {
  it("the welcome toggle's language lasts through the steps and the ticket, and resets with the flow", () => {
    const store = createFlowStore();
    expect(store.getState().language ?? "en").toBe("en");
    store.setLanguage("es");
    store.start();
    expect(store.getState().language).toBe("es");
    store.setName("Ana");
    store.issued({ ticket: "A1", name: "Ana", phone: null, partySize: 2 });
    expect(store.getState().language).toBe("es");
    store.reset();
    expect(store.getState().language ?? "en").toBe("en");
  });
});
