import { describe, expect, it } from "vitest";
import { PUBLIC_ASSETS_PREFIX, withPublicBase } from "./static-apps";

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
