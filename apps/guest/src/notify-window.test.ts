import { loadCatalog, translate } from "@seatline/ui";
import { describe, expect, it } from "vitest";
import { notifyWindowText } from "./notify-window";

describe("the notify page's times (docs/product.md#notify-me)", () => {
  it("reads a window as its two ends, and a one-time window as that time", async () => {
    const en = translate(null, "en");
    expect(notifyWindowText("19:00", "21:30", en)).toBe("7:00 PM to 9:30 PM");
    expect(notifyWindowText("19:00", "19:00", en)).toBe("at 7:00 PM");
    expect(notifyWindowText("19:00:00", "19:00", en)).toBe("at 7:00 PM");
    const es = translate(await loadCatalog("es"), "es");
    expect(notifyWindowText("19:00", "21:30", es)).toBe("7:00 PM a 9:30 PM");
    expect(notifyWindowText("19:00", "19:00", es)).toBe("a las 7:00 PM");
  });
});
