/** The public reservation page of a store (docs/product.md#public-page: {company_slug}/{store_slug}, links add /{link_code}). */
export function publicPageUrl(companySlug: string, storeSlug: string, linkCode?: string): string {
  const base = (import.meta.env.VITE_PUBLIC_URL ?? window.location.origin).replace(/\/+$/, "");
  const path = [companySlug, storeSlug, linkCode].filter(Boolean).map((s) => encodeURIComponent(s ?? ""));
  return `${base}/${path.join("/")}`;
}
