/** Regression tests for 500s the hostile-input suite found: NUL characters reaching PostgreSQL, and what a 500 says. */
import { testDrivers } from "@seatline/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../testing/harness";

describe.each(testDrivers())("input with NUL characters on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it("tRPC: a NUL in a slug, an e-mail or a guest name is a 400 naming the field, not a database 500", async () => {
    const details = await h.app.inject({
      method: "GET",
      url: `/trpc/public.storeDetails?input=${encodeURIComponent(JSON.stringify({ companySlug: "de\u0000mo", storeSlug: "downtown" }))}`,
    });
    expect(details.statusCode).toBe(400);
    expect(details.json().error.message).toBe(
      "companySlug: Text must not contain the NUL character (\\u0000).",
    );
    const login = await h.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "demo@seatline.dev\u0000", password: "x" }),
    });
    expect(login.statusCode).toBe(400);
    const token = await h.tokenFor("demo");
    const booking = await h.app.inject({
      method: "POST",
      url: "/trpc/reservations.create",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      payload: JSON.stringify({
        reservationDate: "2099-01-01",
        reservationTime: "18:00",
        partySize: 2,
        guestName: "Ada\u0000",
        guestPhone: "5552234567",
      }),
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().error.message).toMatch(/^guestName: /);
  });

  it("REST: the same in a query or a body is a 400 with the field", async () => {
    const details = await h.app.inject({
      method: "GET",
      url: "/api/reservation_info/get_store_details_by_date?company_slug=de%00mo&store_slug=downtown",
    });
    expect(details.statusCode).toBe(400);
    expect(details.json().system).toMatchObject({ field: "company_slug" });
    const login = await h.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      payload: { email: "demo@seatline.dev\u0000", password: "x" },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().field).toBe("email");
  });
});

describe("an unexpected error", () => {
  it("answers 500 with a plain message, never the failed SQL", async () => {
    const h = await createHarness("pglite");
    try {
      const token = await h.tokenFor("demo");
      await h.db.db.execute(sql`drop table kiosk_settings`);
      const res = await h.app.inject({
        method: "GET",
        url: "/trpc/settings.getKiosk",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe("Something went wrong on our side. Please try again.");
      expect(res.body).not.toMatch(/kiosk_settings|select/i);
    } finally {
      await h.close();
    }
  });
});
