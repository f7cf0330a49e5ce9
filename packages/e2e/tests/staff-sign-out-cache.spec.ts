import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, chromium, type Page } from "@playwright/test";
import { baseURL, chromiumPath, demo } from "../src/env";
import { apiKey, joinWalkIn, trpcMutation, uniqueName } from "../src/staff-api";
import { openDashboard, waitlistRow } from "../src/staff-pages";
import { expect, onRunClock, test } from "../src/test";

let api: APIRequestContext;
let key: string;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  key = await apiKey(api, demo);
});
test.afterAll(async () => {
  await api.dispose();
});

/** The story's browser profile, removed after it whatever happened. */
let profile = "";
test.afterEach(() => {
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** Every file under a folder, with its bytes (a missing folder holds none). */
function filesUnder(dir: string): { path: string; bytes: Buffer }[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    try {
      return [{ path: join(dir, name), bytes: readFileSync(join(dir, name)) }];
    } catch {
      return []; // a folder
    }
  });
}

/** What the browser's HTTP cache answers for a URL, without going to the network (a fetch that fails: status 0). */
function fromCacheOnly(page: Page, url: string): Promise<{ status: number; body: string }> {
  return page.evaluate(async (url) => {
    try {
      const res = await fetch(url, { cache: "only-if-cached", mode: "same-origin" });
      return { status: res.status, body: await res.text() };
    } catch (err) {
      return { status: 0, body: String(err) };
    }
  }, url);
}

test("a shared iPad after Sign Out: nothing of the line is left in the browser's cache, asked for or on disk", async () => {
  const name = uniqueName("Cached Guest");
  const phone = `555231${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
  const note = uniqueName("Cached note");
  const entry = await joinWalkIn(api, key, { name, phone, partySize: 2 });
  await trpcMutation(api, key, "waitlist.note", { id: entry.id, note });

  // A real profile on disk, as a shared iPad's browser keeps one between people.
  profile = mkdtempSync(join(tmpdir(), "seatline-profile-"));
  // The shell keeps a disk cache as the full browser does (the profile's Default/Cache/Cache_Data).
  const context = await onRunClock(
    await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      baseURL,
      viewport: { width: 1366, height: 768 },
      reducedMotion: "reduce",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-sync"],
    }),
  );
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const lists: { url: string; body: string }[] = [];
    page.on("response", async (res) => {
      const url = new URL(res.url());
      if (
        res.request().method() === "GET" &&
        url.pathname.startsWith("/trpc/") &&
        url.pathname.includes("waitlist.list")
      )
        lists.push({ url: res.url(), body: await res.text().catch(() => "") });
    });
    await openDashboard(page, demo);
    await expect(waitlistRow(page, name)).toBeVisible();
    await expect.poll(() => lists.some((l) => l.body.includes(name) && l.body.includes(note))).toBe(true);
    const list = lists.find((l) => l.body.includes(name));
    if (!list) throw new Error("no waitlist.list answer");
    expect(list.body).toContain(phone);

    // Not even while signed in: a tablet switched off without Sign Out keeps no answer either.
    expect.soft((await fromCacheOnly(page, list.url)).status).not.toBe(200);

    const signedOut = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/auth.logout");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await signedOut;
    await expect(page).toHaveURL(/login/);

    // What the tester did: ask the browser's cache for the line's answer, with no token.
    const cached = await fromCacheOnly(page, list.url);
    // Soft: the disk below is checked (and reported) whatever this answered.
    expect.soft(cached.body).not.toContain(name);
    expect.soft(cached.status).not.toBe(200);
  } finally {
    await context.close();
  }

  // And on disk, with the browser closed: no file of the profile (its HTTP cache, Default/Cache/Cache_Data, above
  // all; the service workers' caches; storage) holds the guest's name, phone or the host's note.
  const files = filesUnder(profile);
  // The browser did keep a disk cache (the apps' files are in it), so an answer stored would be found.
  const entries = files.filter(
    (f) => f.path.includes(join("Default", "Cache", "Cache_Data")) && /_0$/.test(f.path),
  );
  expect(entries.length).toBeGreaterThan(0);
  for (const secret of [name, phone, note])
    expect(
      files.filter((f) => f.bytes.includes(secret)).map((f) => f.path),
      secret,
    ).toEqual([]);
});
