import { expect, test } from "../src/test";

/**
 * /api/docs: the legacy API document in Swagger UI, served by the server itself under the product's CSP
 * (helmet's `script-src 'self'`): every operation of /api/openapi.json is listed, nothing is loaded from another
 * origin and the browser reports no error (a CSP violation is logged as one).
 */
test("the legacy API docs render every documented operation with no CSP error and nothing from elsewhere", async ({
  page,
  request,
  baseURL,
}) => {
  const doc = (await (await request.get("/api/openapi.json")).json()) as { paths: Record<string, object> };
  const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  const origin = new URL(baseURL ?? "").origin;
  const elsewhere: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith("data:")) elsewhere.push(r.url());
  });

  const res = await page.goto("/api/docs");
  expect(res?.headers()["content-security-policy"]).toMatch(/script-src 'self';/);
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Seatline legacy API");
  await expect(page.locator(".opblock")).toHaveCount(operations);
  await page.locator(".opblock").first().click();
  await expect(page.locator(".opblock .responses-table").first()).toContainText("429");
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});
