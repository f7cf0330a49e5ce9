import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { baseURL, fakeTwilioURL, rival } from "../src/env";
import { phoneViewport, TEXTING_CONSENT, uniquePhone } from "../src/guest";
import { TABLET } from "../src/kiosk";
import { signIn } from "../src/login";
import { addDays, dayButton } from "../src/public-page";
import { settled } from "../src/settle";
import { expect, test } from "../src/test";
import { staffToken, trpc } from "../src/trpc-http";

/**
 * Issue 19, guests in their own language, on rival/uptown (a store made after the legacy one: it offers English and
 * Spanish). A Spanish guest joins at the kiosk and gets Spanish texts (join, table ready, the answer to a reply),
 * opens the status link in Spanish, books on the public page in Spanish and downloads a Spanish .ics; axe stays clean
 * in both languages; the kiosk's language resets with the flow.
 */

interface FakeText {
  to: string;
  body: string;
}
const fakeTexts = async (phone: string) =>
  ((await (await fetch(`${fakeTwilioURL}/_fake/messages`)).json()) as FakeText[]).filter(
    (t) => t.to === `+1${phone}`,
  );
/** The guest link in a text. */
const linkIn = (body: string) => /https?:\/\/\S+/.exec(body)?.[0] ?? "";

async function textTo(phone: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await fakeTexts(phone)).map((t) => t.body).find((b) => pattern.test(b));
        return found ?? null;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return found ?? "";
}

async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`,
  );
  expect(summary, `axe on ${name}`).toEqual([]);
}

async function capture(page: Page, name: string, testInfo: TestInfo) {
  await settled(page);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
  if (process.env.GUEST_SHOTS === "on") await page.screenshot({ path: `/tmp/es-${name}.png` });
}

/** The kiosk screen shows whole at the tablet size (no scrolling, nothing cut off on the right). */
async function expectFits(page: Page, name: string) {
  const r = await page.evaluate(() => ({
    scrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
    overflowing: document.documentElement.scrollWidth > window.innerWidth + 1,
  }));
  expect(r, `layout of ${name}`).toEqual({ scrolls: false, overflowing: false });
}

let api: APIRequestContext;
let rivalToken: string;
test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  rivalToken = await staffToken(api, rival);
  // rival/uptown is a "new" store: English and Spanish by default (the legacy demo store is English only).
  expect(await trpc<string[]>(api, "settings.getGuestLanguages", undefined, { token: rivalToken })).toEqual([
    "en",
    "es",
  ]);
});
test.afterAll(async () => {
  await api.dispose();
});

test.describe("the kiosk in Spanish", () => {
  test.use({ viewport: TABLET });

  test("a Spanish guest joins at the kiosk, gets Spanish texts and status page; the toggle resets with the flow", async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, "/login", rival);
    await expect(page).toHaveURL(/\/app$/);
    const language = page.getByRole("group", { name: "Language" });
    await expect(language.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    await expectAccessible(page, "welcome (English, with the toggle)");

    await language.getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("button", { name: "COMENZAR" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      page.getByRole("group", { name: "Idioma" }).getByRole("button", { name: "Español" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: "Espera actual" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Espera actual" })).toContainText(
      /Grupos? de 2 o más.*Personas? solas?/,
    );
    await capture(page, "kiosk-welcome", testInfo);
    await expectFits(page, "welcome");
    await expectAccessible(page, "welcome (Spanish)");

    await page.getByRole("button", { name: "COMENZAR" }).click();
    await expect(page.getByRole("heading", { name: "¿Cuántas personas hay en su grupo?" })).toBeVisible();
    await page.getByRole("button", { name: "Agregar una persona" }).click();
    await expect(page.getByRole("heading", { name: "Tiempos de espera actuales" })).toBeVisible();
    await capture(page, "kiosk-party", testInfo);
    await expectFits(page, "party");
    await expectAccessible(page, "party (Spanish)");
    await page.getByRole("button", { name: "SIGUIENTE" }).click();

    await expect(page.getByRole("heading", { name: "Díganos su nombre" })).toBeVisible();
    const name = `Lucía ${Math.random().toString(36).slice(2, 7)}`;
    await page.getByPlaceholder("Ingrese su nombre").fill(name);
    await capture(page, "kiosk-name", testInfo);
    await expectAccessible(page, "name (Spanish)");
    await page.getByRole("button", { name: "SIGUIENTE" }).click();

    await expect(
      page.getByRole("heading", { name: "Reciba un mensaje de texto cuando su mesa esté lista" }),
    ).toBeVisible();
    const phone = uniquePhone();
    await page.keyboard.type(phone);
    await expect(page.getByTestId("texting-consent")).toHaveText(TEXTING_CONSENT.es);
    await capture(page, "kiosk-phone", testInfo);
    await expectFits(page, "phone");
    await expectAccessible(page, "phone (Spanish)");
    await page.getByRole("button", { name: "OBTENER TURNO" }).click();

    await expect(page.getByRole("heading", { name: "¡Listo! Su número de turno es:" })).toBeVisible();
    await expect(page.getByText("¡Le avisaremos cuando su mesa esté lista!")).toBeVisible();
    await capture(page, "kiosk-ticket", testInfo);
    await expectFits(page, "ticket");
    await expectAccessible(page, "ticket (Spanish)");
    const ticket = (await page.getByTestId("ticket-number").textContent()) ?? "";

    // The join text is Spanish, with the status link.
    const join = await textTo(phone, /esta en la lista de espera/);
    expect(join).toMatch(
      new RegExp(`: esta en la lista de espera, turno ${ticket}\\. Vea su lugar en la fila: http`),
    );
    // The link ends at the line's end: a first text has the opt-out line after it.
    const link = linkIn(join);
    expect(join).toMatch(/\nResponda ALTO para no recibir mas mensajes\.$/);

    // Finish: the next guest starts in English.
    await page.getByRole("button", { name: "Terminar" }).click();
    await expect(page.getByRole("button", { name: "GET STARTED" })).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Language" }).getByRole("button", { name: "English" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    // The host alerts: the table-ready text is Spanish too; the guest's reply "tarde" is understood and answered in Spanish.
    const host = await trpc<{ entries: { id: number; name: string }[] }>(api, "waitlist.list", undefined, {
      token: rivalToken,
    });
    const entry = host.entries.find((e) => e.name === name);
    expect(entry, "the Spanish guest waits on the host list").toBeTruthy();
    await trpc(api, "waitlist.alert", { id: entry?.id }, { token: rivalToken, mutation: true });
    expect(await textTo(phone, /su mesa esta lista/)).toMatch(
      new RegExp(`: ¡su mesa esta lista! Turno ${ticket}, por favor venga al mostrador de recepcion\\. http`),
    );
    await textTo(phone, /su mesa esta lista/);
    await expect
      .poll(async () => {
        const res = await fetch(`${fakeTwilioURL}/_fake/inbound`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ from: `+1${phone}`, body: "tarde" }),
        });
        return ((await res.json()) as { body: string }).body;
      })
      .toContain("gracias, el anfitrion sabe que viene con retraso");

    // The status link opens in the language the guest chose, whatever the phone's browser language.
    const phoneContext = await browser.newContext({ viewport: phoneViewport, locale: "en-US" });
    const guestPage = await phoneContext.newPage();
    await guestPage.goto(link);
    await expect(guestPage.getByText("Su lugar en la fila", { exact: true })).toBeVisible();
    await expect(guestPage.getByRole("heading", { name: /¡Su mesa está lista!/ })).toBeVisible();
    await expect(guestPage.getByRole("button", { name: "Salir de la fila" })).toBeVisible();
    await guestPage.screenshot({ path: testInfo.outputPath("status-es.png") });
    await expectAccessible(guestPage, "status page (Spanish)");
    // The visible switch turns it to English.
    await guestPage.getByRole("group", { name: "Idioma" }).getByRole("button", { name: "English" }).click();
    await expect(guestPage.getByText("Your place in line", { exact: true })).toBeVisible();
    await expectAccessible(guestPage, "status page (English)");
    await phoneContext.close();
  });
});

test.describe("the public page in Spanish", () => {
  test.use({ viewport: phoneViewport, locale: "es-MX" });

  test("follows the browser's Spanish, books in Spanish, texts the Spanish confirmation and downloads a Spanish .ics", async ({
    page,
  }, testInfo) => {
    const slugs = { companySlug: "rival", storeSlug: "uptown" };
    const { today } = await trpc<{ today: string }>(api, "public.bookableDates", slugs);
    // A day of its own (other runs and tests book rival too), within the store's 90-day horizon.
    const date = addDays(today, 2 + Math.floor(Math.random() * 25));
    await page.goto("/rival/uptown");
    await expect(page.getByRole("heading", { level: 1, name: "Rival Diner" })).toBeVisible();
    await expect(page.getByText("Reservaciones de mesa")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      page.getByRole("group", { name: "Idioma" }).getByRole("button", { name: "Español" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Hacer una reservación")).toBeVisible();
    await expect(
      page.getByText("Elija el tamaño del grupo para ver los horarios disponibles."),
    ).toBeVisible();
    await capture(page, "public-form", testInfo);
    await expectAccessible(page, "public form (Spanish)");

    for (let i = 0; i < 3 && !(await dayButton(page, date).isVisible()); i++) {
      await page.getByRole("button", { name: "Mes siguiente" }).click();
    }
    await dayButton(page, date).click();
    await expect(dayButton(page, date)).toHaveAttribute("aria-pressed", "true");
    await page
      .getByRole("radiogroup", { name: "Tamaño del grupo" })
      .getByRole("radio", { name: "2 personas", exact: true })
      .click();
    const times = page.getByRole("radiogroup", { name: "Horarios disponibles" }).getByRole("radio");
    await times.first().click();
    const phone = uniquePhone();
    await page.getByLabel("Nombre completo").fill("Mateo Ruiz");
    await page.getByLabel("Número de teléfono").fill(phone);
    await expect(page.getByLabel("Número de teléfono")).toHaveAccessibleDescription(TEXTING_CONSENT.es);
    await capture(page, "public-filled", testInfo);
    await page.getByRole("button", { name: "Enviar reservación" }).click();

    await expect(page.getByRole("heading", { name: "¡Reservación confirmada!" })).toBeFocused();
    await expect(page.getByText("Su mesa en Rival Diner está reservada.")).toBeVisible();
    const details = page.locator(".confirmation-details");
    await expect(details).toContainText("2 personas");
    await expect(details).toContainText(/\w+, \d{1,2} de \w+ de 20\d\d/); // "sábado, 21 de noviembre de 2026"
    await expect(page.getByText("Por favor llegue 10 minutos antes.")).toBeVisible();
    await capture(page, "public-confirmed", testInfo);
    await expectAccessible(page, "public confirmation (Spanish)");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Agregar al calendario" }).click(),
    ]);
    const ics = readFileSync(await download.path(), "utf8").replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Mesa para 2 en Rival Diner");
    expect(ics).toContain("Reservación para 2 en Rival Diner.");
    expect(ics).toContain("Por favor llegue 10 minutos antes.");

    const confirmation = await textTo(phone, /su reservacion para 2 personas/);
    expect(confirmation).toContain("esta confirmada. Por favor llegue 10 minutos antes.");

    // The booking page from the text (/r/{token}) opens in Spanish, with a Spanish .ics.
    await page.goto(linkIn(confirmation));
    await expect(page.getByText("Su reservación", { exact: true })).toBeVisible();
    await expect(page.getByTestId("booking-party-size")).toHaveText("2 personas");
    await expect(page.getByTestId("booking-status")).toHaveText("Confirmada");
    await capture(page, "booking-page", testInfo);
    await expectAccessible(page, "booking page (Spanish)");
    const [bookingIcs] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Agregar al calendario" }).click(),
    ]);
    expect(readFileSync(await bookingIcs.path(), "utf8")).toContain(
      "SUMMARY:Mesa para 2 en Rival Diner Uptown",
    );
  });

  test("the remote join page follows the browser's Spanish and joins in Spanish", async ({
    page,
  }, testInfo) => {
    await page.goto("/join/rival/uptown");
    await expect(page.getByRole("heading", { name: "¿Cuántas personas hay en su grupo?" })).toBeVisible();
    await expect(page.getByText("Únase a la lista de espera", { exact: true })).toBeVisible();
    await capture(page, "join-party", testInfo);
    await expectAccessible(page, "remote join (Spanish)");
    await page.getByRole("button", { name: "SIGUIENTE" }).click();
    await page.getByPlaceholder("Ingrese su nombre").fill("Sofía");
    await page.getByRole("button", { name: "SIGUIENTE" }).click();
    const phone = uniquePhone();
    await page.keyboard.type(phone);
    await page.getByRole("button", { name: "OBTENER TURNO" }).click();
    // The new place's status page, in Spanish, with its own texts (Resend text, Wrong number?) in Spanish too.
    await expect(page.getByRole("heading", { name: "Está en la lista de espera" })).toBeVisible();
    await expect(page.getByTestId("sent-to")).toHaveText(
      `También enviamos el enlace de esta página por mensaje de texto al (${phone.slice(0, 3)}) ${phone.slice(3, 6)} - ${phone.slice(6)}.`,
    );
    await expect(page.getByRole("heading", { name: "¿No le llegó el mensaje?" })).toBeVisible();
    await page.getByRole("button", { name: "Reenviar mensaje" }).click();
    await expect(page.getByTestId("resend-answer")).toHaveText(
      "Acabamos de enviarle un mensaje. Puede pedir otro en un minuto.",
    );
    await expect(page.getByRole("button", { name: "¿Número equivocado?" })).toBeVisible();
    await expectAccessible(page, "remote join sent (Spanish)");
    expect(await textTo(phone, /lista de espera/)).toContain(": esta en la lista de espera, turno ");
  });

  test("an English browser sees English with a visible switch; the choice of Spanish is remembered", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: phoneViewport, locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/rival/uptown");
    await expect(page.getByText("Table reservations")).toBeVisible();
    const english = page.getByRole("group", { name: "Language" }).getByRole("button", { name: "English" });
    await expect(english).toHaveAttribute("aria-pressed", "true");
    await expectAccessible(page, "public form (English, with the switch)");
    await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "Español" }).click();
    await expect(page.getByText("Reservaciones de mesa")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Reservaciones de mesa")).toBeVisible();
    await context.close();
  });

  test("the legacy store offers English only: no switch, English whatever the browser says", async ({
    page,
  }) => {
    await page.goto("/demo/downtown");
    await expect(page.getByText("Table reservations")).toBeVisible();
    await expect(page.getByRole("group", { name: /Language|Idioma/ })).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("the store setting", () => {
  test.use({ viewport: { width: 1366, height: 768 }, locale: "es-MX" });

  test("Settings offers Spanish or not; without it the public page has no switch and stays English", async ({
    page,
  }) => {
    try {
      await signIn(page, "/staff/login", rival);
      await page.goto("/staff/app/settings");
      const section = page.getByRole("region", { name: "Guest Languages" });
      const spanish = section.getByRole("switch", { name: /Offer Spanish/ });
      await expect(spanish).toBeChecked();
      await spanish.click();
      await expect(spanish).not.toBeChecked();
      await expect
        .poll(() => trpc<string[]>(api, "settings.getGuestLanguages", undefined, { token: rivalToken }))
        .toEqual(["en"]);
      await page.goto("/rival/uptown");
      await expect(page.getByText("Table reservations")).toBeVisible();
      await expect(page.getByRole("group", { name: /Language|Idioma/ })).toHaveCount(0);
      await page.goto("/staff/app/settings");
      await page.getByRole("region", { name: "Guest Languages" }).getByRole("switch").click();
      await expect
        .poll(() => trpc<string[]>(api, "settings.getGuestLanguages", undefined, { token: rivalToken }))
        .toEqual(["en", "es"]);
      // Staff screens stay English whatever the browser's language.
      await expect(page.getByRole("heading", { name: "Settings", level: 2 })).toBeVisible();
    } finally {
      await trpc(
        api,
        "settings.saveGuestLanguages",
        { languages: ["en", "es"] },
        { token: rivalToken, mutation: true },
      );
    }
  });
});
