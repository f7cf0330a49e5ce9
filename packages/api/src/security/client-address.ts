/**
 * The client address every per-address limit and counter counts (SECURITY.md): an IPv4 address as is (also when
 * written IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address by its /64 (one household or phone network hands out a whole
 * /64, so counting single IPv6 addresses would let a client rotate through them).
 */
import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part becomes the last two). */
function ipv6Groups(address: string): number[] {
  let s = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = s.split("::");
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  const fill = tail === undefined ? 0 : 8 - h.length - t.length;
  return [...h, ...Array<string>(fill).fill("0"), ...t].map((g) => Number.parseInt(g, 16));
}

/** The bucket of an address: "203.0.113.9", or "2001:db8:0:1::/64" for any address of that IPv6 /64. */
export function addressKey(ip: string | undefined): string {
  const address = (ip ?? "").trim().toLowerCase().replace(/%.*$/, "");
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address || "unknown";
  const g = ipv6Groups(address);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 client itself.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const [hi = 0, lo = 0] = g.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(":")}::/64`;
}
