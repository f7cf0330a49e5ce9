import { describe, expect, it } from "vitest";
import { renderBookingEmail } from "./booking-email-content";

const details = {
  storeName: "Demo Bistro Downtown",
  storePhone: "2125550142",
  storeAddress: "120 Main Street, New York, NY 10001",
  timezone: "America/New_York",
  guestName: 'Ada <script>alert("x")</script>',
  specialRequests: "Window & quiet",
  uuid: "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
  date: "2026-07-04",
  time: "19:30",
  partySize: 2,
};
const links = {
  bookingPage: "https://seatline.example/r/abcdefghijklmnopqrstuvwxyz012345",
  unsubscribe: "https://seatline.example/u/abcdefghijklmnopqrstuvwxyz012345",
};
const base = {
  details,
  links,
  stamp: new Date("2026-07-01T12:00:00Z"),
  sequence: 0,
  organizer: { name: "Demo Bistro Downtown", email: "bookings@seatline.example" },
};

describe("booking e-mail content", () => {
  it("escapes what guests and stores typed in the HTML; the text keeps it as typed", () => {
    const c = renderBookingEmail({ ...base, kind: "confirmed", language: "en" });
    expect(c.html).not.toContain("<script>");
    expect(c.html).toContain("Ada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(c.html).toContain("Window &amp; quiet");
    expect(c.text).toContain(
      'Hi Ada <script>alert("x")</script>, your table at Demo Bistro Downtown is booked',
    );
  });

  it("a confirmation and a change carry a PUBLISH calendar file at the store's time; a cancellation one that removes it, and no booking link", () => {
    const confirmed = renderBookingEmail({ ...base, kind: "confirmed", language: "en" });
    expect(confirmed.ics?.method).toBe("PUBLISH");
    expect(confirmed.ics?.content).toContain("DTSTART:20260704T233000Z\r\n");
    expect(confirmed.text).toContain(links.bookingPage);
    const changed = renderBookingEmail({
      ...base,
      kind: "changed",
      language: "en",
      sequence: 60,
      details: { ...details, before: { date: "2026-07-04", time: "18:00", partySize: 4 }, by: "guest" },
    });
    expect(changed.text).toContain("It was for 4 people on Saturday, July 4, 2026 at 6:00pm.");
    expect(changed.text).toContain("You changed it on your booking page.");
    expect(changed.ics?.content).toContain("SEQUENCE:60\r\n");
    const cancelled = renderBookingEmail({ ...base, kind: "cancelled", language: "en" });
    expect(cancelled.ics?.method).toBe("CANCEL");
    expect(cancelled.ics?.content).toContain("METHOD:CANCEL\r\n");
    expect(cancelled.ics?.content).toContain("STATUS:CANCELLED\r\n");
    expect(cancelled.text).not.toContain("/r/");
    expect(cancelled.text).toContain(links.unsubscribe);
    expect(renderBookingEmail({ ...base, kind: "reminder", language: "en" }).ics).toBeUndefined();
  });

  it("every kind is worded in Spanish for a Spanish booking, with Spanish dates", () => {
    for (const kind of ["confirmed", "changed", "cancelled", "reminder"] as const) {
      const c = renderBookingEmail({ ...base, kind, language: "es" });
      expect(c.text).toContain("Hola Ada");
      expect(c.text).toContain("sábado, 4 de julio de 2026");
      expect(c.text).toContain("Dejar de recibir correos de Demo Bistro Downtown");
      expect(c.subject).toMatch(/^(Su reservación|Recordatorio)/);
      expect(c.html).toContain('<html lang="es">');
    }
  });
});
