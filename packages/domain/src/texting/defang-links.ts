/**
 * What a guest typed never becomes a link in a message the store sends (docs/product.md#booking-e-mails): a booking's
 * special requests and name reach the address on it, which anyone may type, so "pay your deposit at
 * https://evil.example" would arrive from the restaurant's own sender as a link. The HTML e-mail escapes it (never an
 * <a>), and this breaks what mail and calendar apps turn into links by themselves: a scheme's "://" reads "[:]//" and
 * every dot of a host name or an IP address "[.]" ("evil[.]example"), the way security notices quote a link.
 */
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
const HOST = /\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b/gi;

export function defangLinks(text: string): string {
  return text.replace(SCHEME, "$1[:]//").replace(HOST, (host) => host.replaceAll(".", "[.]"));
}
