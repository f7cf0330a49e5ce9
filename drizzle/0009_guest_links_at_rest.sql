-- No working guest link at rest: a text's body keeps its /w/ and /r/ links with the token replaced by {token}
-- (packages/domain src/texting/guest-links.ts); the tokens a text still has to carry wait in link_tokens, in the
-- order of the body's links, and are cleared once the text is sent or given up (the dispatcher rebuilds the body at
-- send time). Texts already sent keep no token at all: the guest has the link, the database and its exports do not.
ALTER TABLE "messages" ADD COLUMN "link_tokens" text;--> statement-breakpoint
UPDATE "messages" m SET "link_tokens" = (
  SELECT string_agg(x.t[1], ' ' ORDER BY x.n)
  FROM regexp_matches(m."body", '/[wr]/([A-Za-z0-9_-]{16,})', 'g') WITH ORDINALITY AS x(t, n)
)
WHERE m."status" IN ('pending', 'sending') AND m."body" ~ '/[wr]/[A-Za-z0-9_-]{16,}';--> statement-breakpoint
UPDATE "messages" SET "body" = regexp_replace("body", '/([wr])/[A-Za-z0-9_-]{16,}', '/\1/{token}', 'g')
WHERE "body" ~ '/[wr]/[A-Za-z0-9_-]{16,}';
