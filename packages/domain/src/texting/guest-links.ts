/**
 * Guest links at rest: a text's /w/{token} (status page), /r/{token} (booking page) and /n/{token} (notify list
 * page) links are working keys, so the
 * outbox stores the body with each token replaced by the literal `{token}` and keeps the tokens apart until the text
 * is sent (the dispatcher puts them back at send time, then forgets them). Exports, the host's views and backups of
 * sent texts hold no working link. The same pattern as the migration that rewrote the rows already stored
 * (drizzle/0009_guest_links_at_rest.sql).
 */

/** What a stored body says where a link's token was. */
export const LINK_TOKEN_PLACEHOLDER = "{token}";

const GUEST_LINK = /\/([wrn])\/([A-Za-z0-9_-]{16,})/g;
const PLACEHOLDER_LINK = /\/([wrn])\/\{token\}/g;

export interface RedactedBody {
  /** The body with every guest link's token replaced by {token}. */
  body: string;
  /** The tokens, in order, space-separated; null when the body has no guest link. */
  linkTokens: string | null;
}

export function redactGuestLinks(body: string): RedactedBody {
  const tokens: string[] = [];
  const redacted = body.replace(GUEST_LINK, (_m, root: string, token: string) => {
    tokens.push(token);
    return `/${root}/${LINK_TOKEN_PLACEHOLDER}`;
  });
  return { body: redacted, linkTokens: tokens.length > 0 ? tokens.join(" ") : null };
}

/**
 * The body as the guest gets it: each {token} link filled with the next stored token. A placeholder with no token
 * left (a row whose tokens were dropped) stays as it is, so a text never carries another link's token.
 */
export function restoreGuestLinks(body: string, linkTokens: string | null): string {
  const tokens = linkTokens ? linkTokens.split(" ") : [];
  let i = 0;
  return body.replace(PLACEHOLDER_LINK, (m, root: string) => {
    const token = tokens[i++];
    return token ? `/${root}/${token}` : m;
  });
}

/** True when a body still has a link whose token is missing: it must not be sent as it is. */
export function hasUnfilledGuestLink(body: string): boolean {
  return /\/[wrn]\/\{token\}/.test(body);
}
