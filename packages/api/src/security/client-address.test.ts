import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address";

describe("addressKey", () => {
  it("keeps IPv4 addresses, also IPv4-mapped ones", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::FFFF:cb00:7109")).toBe("203.0.113.9");
  });

  it("counts IPv6 clients per /64, however the address is written", () => {
    const a = addressKey("2001:db8:1:2::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(a);
    expect(addressKey("2001:db8:1:2:abcd::9%eth0")).toBe(a);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(a);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("leaves anything else recognisable", () => {
    expect(addressKey(undefined)).toBe("unknown");
    expect(addressKey("")).toBe("unknown");
    expect(addressKey("not-an-ip")).toBe("not-an-ip");
  });
});
