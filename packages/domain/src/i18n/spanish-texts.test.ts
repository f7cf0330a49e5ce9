import { describe, expect, it } from "vitest";
import { monthLabel } from "../calendar-month";
import { reservationIcs } from "../ics";
import { formatLongDate } from "../long-date";
import { formatPartySize } from "../party-size-text";
import { isGsm7, SMS_SEGMENT, waitlistText } from "../sms-templates";
import { pickGuestLanguage } from "./language";
import { guestLanguageSchema, optionalGuestLanguageSchema } from "./language-schema";

describe("guest language", () => {
  it("follows the browser's first offered language, by primary subtag", () => {
    expect(pickGuestLanguage(["es-MX", "en-US"], ["en", "es"])).toBe("es");
    expect(pickGuestLanguage(["fr-FR", "es"], ["en", "es"])).toBe("es");
    expect(pickGuestLanguage(["en-US", "es"], ["en", "es"])).toBe("en");
  });
  it("never picks a language the store does not offer", () => {
    expect(pickGuestLanguage(["es-ES"], ["en"])).toBe("en");
    expect(pickGuestLanguage([], ["en", "es"])).toBe("en");
  });
  it("is validated: en or es, absent means en", () => {
    expect(optionalGuestLanguageSchema.parse(undefined)).toBeUndefined();
    expect(optionalGuestLanguageSchema.parse("es")).toBe("es");
    expect(guestLanguageSchema.safeParse("fr").success).toBe(false);
    expect(guestLanguageSchema.safeParse("ES").success).toBe(false);
  });
});

describe("Spanish texts", () => {
  const link = "https://seatline.example/w/abcdefghijklmnopqrstuvwxyz234567";
  it("words every waitlist text in Spanish, GSM-7 and one segment with the link last", () => {
    for (const kind of ["join", "ready", "ready_again", "test"] as const) {
      const body = waitlistText(kind, "Demo Bistro Downtown", "a12", link, "es");
      expect(isGsm7(body), body).toBe(true);
      expect(body.length, body).toBeLessThanOrEqual(SMS_SEGMENT);
      if (kind !== "test") expect(body.endsWith(link)).toBe(true);
    }
    expect(waitlistText("join", "Demo", "a12", link, "es")).toBe(
      `Demo: esta en la lista de espera, turno A12. Vea su lugar en la fila: ${link}`,
    );
    expect(waitlistText("ready", "Demo", "a12", undefined, "es")).toBe(
      "Demo: ¡su mesa esta lista! Turno A12, por favor venga al mostrador de recepcion.",
    );
  });
  it("keeps English word for word when no language or en is given", () => {
    expect(waitlistText("ready", "Demo", "a12")).toBe(waitlistText("ready", "Demo", "a12", undefined, "en"));
    expect(waitlistText("ready", "Demo", "a12")).toContain("your table is ready!");
  });
  it("dates and party sizes by locale", () => {
    expect(formatLongDate("2026-11-21", "es")).toBe("sábado, 21 de noviembre de 2026");
    expect(formatLongDate("2026-11-21")).toBe("Saturday, November 21, 2026");
    expect(monthLabel("2026-03", "es")).toBe("marzo de 2026");
    expect(monthLabel("2026-03")).toBe("March 2026");
    expect(formatPartySize(1, "es")).toBe("1 persona");
    expect(formatPartySize(4, "es")).toBe("4 personas");
    expect(formatPartySize(4)).toBe("4 people");
  });
  it("writes the .ics in Spanish", () => {
    const ics = reservationIcs({
      uuid: "u1",
      restaurantName: "Demo Bistro",
      restaurantPhone: "2125550142",
      timezone: "America/New_York",
      reservationDate: "2026-11-21",
      reservationTime: "19:00",
      partySize: 2,
      specialRequests: "Ventana",
      stamp: new Date("2026-11-01T00:00:00Z"),
      language: "es",
    });
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:Mesa para 2 en Demo Bistro");
    expect(unfolded).toContain("Reservación para 2 en Demo Bistro.\\nPeticiones especiales: Ventana");
    expect(unfolded).toContain("Por favor llegue 10 minutos antes.");
    expect(unfolded).toContain("PRODID:-//Seatline//Reservations//ES");
  });
});
