import { describe, expect, it } from "vitest";
import { formatClockTime, notifyListedText, notifyOfferText, notifyReplyTexts } from "./notify-texts";

describe("notify texts", () => {
  it("words the offer as the guest acts on it", () => {
    const body = notifyOfferText({
      storeName: "Demo Bistro",
      offerDate: "2026-12-01",
      slotTime: "19:00",
      partySize: 4,
      holdMinutes: 10,
      link: "http://x/n/abc",
      language: "en",
    });
    expect(body).toContain("A table for 4 at 7:00 PM is yours if you reply 1 within 10 minutes (9 to pass)");
    expect(body).toContain("http://x/n/abc");
  });

  it("has Spanish versions of every text", () => {
    const offer = notifyOfferText({
      storeName: "Rival",
      offerDate: "2026-12-01",
      slotTime: "13:30",
      partySize: 2,
      holdMinutes: 5,
      link: "L",
      language: "es",
    });
    expect(offer).toContain(
      "Una mesa para 2 a las 1:30 PM es suya si responde 1 en 5 minutos (9 para pasar)",
    );
    const listed = notifyListedText({
      storeName: "Rival",
      requestDate: "2026-12-01",
      windowStart: "18:30",
      windowEnd: "20:00",
      partySize: 2,
      link: "L",
      language: "es",
    });
    expect(listed).toContain("entre 6:30 PM y 8:00 PM");
    expect(listed).toContain("Responda 1 para confirmar este numero");
    expect(notifyReplyTexts.es.confirmed("Rival")).toContain("confirmado");
    expect(notifyReplyTexts.es.gone("Rival")).toContain("Lo sentimos");
    expect(notifyReplyTexts.en.gone("Demo")).toContain("Sorry, that table has gone to the next guest");
  });

  it("asks the phone to confirm itself with a 1 before any table is offered", () => {
    const listed = notifyListedText({
      storeName: "Demo Bistro",
      requestDate: "2026-12-01",
      windowStart: "19:00",
      windowEnd: "19:00",
      partySize: 2,
      link: "http://x/n/abc",
      language: "en",
    });
    expect(listed).toContain("Reply 1 to confirm this number, then we will text you if one frees up.");
    // One time reads as one time.
    expect(listed).toContain("on Tuesday, December 1, 2026 at 7:00 PM.");
    expect(listed).not.toContain("between");
    const es = notifyListedText({
      storeName: "Rival",
      requestDate: "2026-12-01",
      windowStart: "19:00",
      windowEnd: "19:00",
      partySize: 2,
      link: "L",
      language: "es",
    });
    expect(es).toContain("a las 7:00 PM.");
    expect(es).not.toContain("entre");
    expect(notifyReplyTexts.en.phoneLimit("Demo")).toContain("already has 3 upcoming reservations here");
  });

  it("writes clock times with AM and PM", () => {
    expect(["00:00", "09:05", "12:00", "19:00", "24:30"].map(formatClockTime)).toEqual([
      "12:00 AM",
      "9:05 AM",
      "12:00 PM",
      "7:00 PM",
      "12:30 AM",
    ]);
  });
});
