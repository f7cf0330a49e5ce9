/**
 * Which store's page this is. Served by the Seatline server the page lives at /{companySlug}/{storeSlug}/{linkCode?}
 * (docs/product.md#public-page). Built for a CDN, the same files work from any folder with the address in the hash:
 * https://cdn.example.com/any/prefix/#/{companySlug}/{storeSlug}/{linkCode?} — no rewrite rules needed.
 */
export interface PageAddress {
  companySlug: string;
  storeSlug: string;
  /** The special access link code, when the address has one. */
  linkCode: string | null;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return null;
  }
}

function fromPath(path: string): PageAddress | null {
  const parts = path.split("/").filter(Boolean).map(decode);
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !p)) return null;
  const [companySlug = "", storeSlug = "", linkCode] = parts as string[];
  return { companySlug, storeSlug, linkCode: linkCode ?? null };
}

/** The address in "#/company/store/code" when there is one, otherwise in the path; null when neither names a store. */
export function pageAddress(location: { pathname: string; hash: string }): PageAddress | null {
  if (location.hash.startsWith("#/")) return fromPath(location.hash.slice(1).split("?")[0] ?? "");
  return fromPath(location.pathname);
}
