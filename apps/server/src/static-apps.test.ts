import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompressDir } from "@seatline/ui/build";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isAppFileRequest,
  PUBLIC_ASSETS_PREFIX,
  pickEncoding,
  serveApps,
  withPublicBase,
} from "./static-apps";

describe("withPublicBase", () => {
  it("points the public page's relative URLs at /_public/ from any deep path", () => {
    const html =
      '<!doctype html>\n<html lang="en">\n  <head>\n    <script type="module" src="./assets/index-x.js"></script>';
    const out = withPublicBase(html);
    expect(out).toContain(`<head>\n    <base href="${PUBLIC_ASSETS_PREFIX}" />\n    <script`);
    // Resolved as the browser would at /demo/downtown/VIP:
    const base = new URL(PUBLIC_ASSETS_PREFIX, "http://localhost/demo/downtown/VIP");
    expect(new URL("./assets/index-x.js", base).pathname).toBe("/_public/assets/index-x.js");
  });

  it("keeps the attributes of <head> and adds one base only", () => {
    const out = withPublicBase('<HEAD data-x="1"><title>t</title></head><head>');
    expect(out.match(/<base /g)).toHaveLength(1);
    expect(out.startsWith('<HEAD data-x="1">\n    <base href="/_public/" />')).toBe(true);
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0 and *", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding("")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe("serveApps: compressed files and cache headers", () => {
  const script = `export const rows = [${"{ name: 'party', size: 2 },".repeat(400)}];\n`;
  const html = `<!doctype html><html><head><title>t</title></head><body>${"<p>x</p>".repeat(200)}</body></html>`;
  let dir = "";
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "seatline-static-"));
    for (const name of ["kiosk", "public", "guest"] as const) {
      mkdirSync(join(dir, name, "assets"), { recursive: true });
      writeFileSync(join(dir, name, "index.html"), html);
      writeFileSync(join(dir, name, "assets", "app-1a2b3c.js"), script);
      writeFileSync(join(dir, name, "assets", "only-gzip-9f8e.js"), script);
      writeFileSync(join(dir, name, "icon.png"), Buffer.alloc(2000, 1));
      precompressDir(join(dir, name));
      // A build whose brotli copy went missing: the gzip copy (or the file) is served instead.
      rmSync(join(dir, name, "assets", "only-gzip-9f8e.js.br"));
    }
    app = Fastify();
    const served = await serveApps(app, { distOf: (name) => join(dir, name) });
    expect(served).toEqual({ kiosk: true, staff: false, public: true, guest: true });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, method: "GET" | "HEAD" = "GET") =>
    app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });

  it("sends a hashed script as brotli, immutable for a year, varying on Accept-Encoding", async () => {
    const res = await get("/assets/app-1a2b3c.js", "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it("sends gzip to a client without brotli, and the file itself to one that accepts neither", async () => {
    const gz = await get("/_public/assets/app-1a2b3c.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    for (const accept of [undefined, "identity"]) {
      const raw = await get("/_guest/assets/app-1a2b3c.js", accept);
      expect(raw.statusCode).toBe(200);
      expect(raw.headers["content-encoding"]).toBeUndefined();
      expect(raw.headers.vary).toMatch(/accept-encoding/i);
      expect(raw.body).toBe(script);
    }
  });

  it("falls back to gzip when the brotli copy is missing", async () => {
    const res = await get("/assets/only-gzip-9f8e.js", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
    expect((await get("/assets/only-gzip-9f8e.js", "br")).body).toBe(script);
  });

  it("answers HEAD with the headers of the compressed file and no body", async () => {
    const res = await get("/assets/app-1a2b3c.js", "br", "HEAD");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(Number(res.headers["content-length"])).toBe(
      readFileSync(join(dir, "kiosk/assets/app-1a2b3c.js.br")).length,
    );
    expect(res.body).toBe("");
  });

  it("revalidates index.html (kiosk, public with its base, the join page), stores no link page, compresses them", async () => {
    for (const url of ["/", "/app/party", "/demo/downtown", "/join/demo/downtown", "/w/some-token"]) {
      const res = await get(url, "br");
      expect(res.statusCode, url).toBe(200);
      // A guest's link page is never stored at all: its address is the guest's token.
      expect(res.headers["cache-control"], url).toBe(url.startsWith("/w/") ? "no-store" : "no-cache");
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain("<p>x</p>");
    }
    const publicPage = await get("/demo/downtown/VIP", "gzip");
    expect(gunzipSync(publicPage.rawPayload).toString()).toContain('<base href="/_public/" />');
    expect((await get("/demo/downtown/VIP")).body).toContain('<base href="/_public/" />');
    expect((await get("/demo/downtown", undefined, "HEAD")).statusCode).toBe(200);
  });

  it("keeps status and booking links out of search engines, not the join page", async () => {
    expect((await get("/w/some-token")).headers["x-robots-tag"]).toBe("noindex");
    expect((await get("/r/some-token")).headers["x-robots-tag"]).toBe("noindex");
    expect((await get("/join/demo/downtown")).headers["x-robots-tag"]).toBeUndefined();
    for (const url of ["/w/some-token", "/r/some-token", "/n/some-token"])
      expect((await get(url)).headers["cache-control"], url).toBe("no-store");
  });

  it("does not compress images and revalidates files outside assets/", async () => {
    const res = await get("/icon.png", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-cache");
  });
});

describe("isAppFileRequest", () => {
  it("is true for app files and pages, false for the API and writes", () => {
    expect(isAppFileRequest("GET", "/_public/assets/index-x.js")).toBe(true);
    expect(isAppFileRequest("HEAD", "/demo/downtown?x=1")).toBe(true);
    expect(isAppFileRequest("GET", "/")).toBe(true);
    expect(isAppFileRequest("GET", "/trpc/waitlist.list?input=x")).toBe(false);
    expect(isAppFileRequest("GET", "/api/host_info/waiting_customers")).toBe(false);
    expect(isAppFileRequest("GET", "/healthz")).toBe(false);
    expect(isAppFileRequest("POST", "/webhooks/twilio/inbound")).toBe(false);
    expect(isAppFileRequest("POST", "/demo/downtown")).toBe(false);
  });
});
