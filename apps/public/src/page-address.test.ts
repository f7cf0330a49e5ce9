import { describe, expect, it } from "vitest";
import { pageAddress } from "./page-address";

describe("pageAddress", () => {
  it("reads the server path /{company}/{store}/{code?}", () => {
    expect(pageAddress({ pathname: "/demo/downtown", hash: "" })).toEqual({
      companySlug: "demo",
      storeSlug: "downtown",
      linkCode: null,
    });
    expect(pageAddress({ pathname: "/demo/downtown/VIP%20Night/", hash: "" })).toEqual({
      companySlug: "demo",
      storeSlug: "downtown",
      linkCode: "VIP Night",
    });
  });

  it("reads the hash from any CDN folder", () => {
    expect(pageAddress({ pathname: "/static/booking/", hash: "#/demo/downtown/VIP" })).toEqual({
      companySlug: "demo",
      storeSlug: "downtown",
      linkCode: "VIP",
    });
    expect(pageAddress({ pathname: "/a/b/c/index.html", hash: "#/rival/uptown" })?.storeSlug).toBe("uptown");
  });

  it("null when no store is named", () => {
    expect(pageAddress({ pathname: "/", hash: "" })).toBeNull();
    expect(pageAddress({ pathname: "/demo", hash: "" })).toBeNull();
    expect(pageAddress({ pathname: "/a/b/c/d", hash: "" })).toBeNull();
    expect(pageAddress({ pathname: "/demo/%E0%A4%A", hash: "" })).toBeNull();
    expect(pageAddress({ pathname: "/x/", hash: "#/demo" })).toBeNull();
  });
});
