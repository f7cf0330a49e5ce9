-- A keyed join holds the store's ticket lock for no round trip to the server (docs/architecture.md "Writes safe to
-- repeat"). Until now a join sent with an Idempotency-Key ran in an explicit transaction (claim the key, a savepoint,
-- seatline_join, keep the sealed answer, commit), so the counter lock was held across three more round trips. Now the
-- join's one statement claims the key itself, before the ticket lock, and records on the key's row which entry it
-- made; the server keeps the sealed answer after that statement has committed, with a statement of its own.
--   idempotency_keys.made_ref: the id of what the call made (here: the walk-in's entry), XOR a 31-bit mask derived
--   from the client's key (the mask travels in p_key and is never stored), so without the client's key the column is
--   a random number like the sealed answer beside it. A repeat that finds the row without its sealed answer (the
--   answer is being kept, or the process stopped before it was) answers from that entry.
--   p_key: {scope, key_hash, store_id, fingerprint, now, expired_before, mask}, as services/repeat-keys builds it.
ALTER TABLE "idempotency_keys" ADD COLUMN "made_ref" bigint;
--> statement-breakpoint
-- Claims the key, as claimRepeatKey (packages/db queries/repeat-keys.ts) does in a transaction: one insert on the
-- (scope, key hash) primary key, taking over a row past its 24 hours. Answers NULL when claimed, else the live row
-- ({fingerprint, response, made_ref}). A call with the same key still running holds its uncommitted row: this insert
-- waits for it to commit (then finds its row) or roll back (then claims the key).
CREATE OR REPLACE FUNCTION seatline_claim_key(p_key jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
  v_found jsonb;
BEGIN
  FOR attempt IN 1 .. 3 LOOP
    INSERT INTO idempotency_keys (scope, key_hash, store_id, fingerprint, created_at)
      VALUES (p_key->>'scope', p_key->>'key_hash', (p_key->>'store_id')::uuid, p_key->>'fingerprint',
              (p_key->>'now')::timestamptz)
      ON CONFLICT (scope, key_hash) DO UPDATE
        SET store_id = excluded.store_id, fingerprint = excluded.fingerprint, response = NULL, made_ref = NULL,
            created_at = excluded.created_at
        WHERE idempotency_keys.created_at < (p_key->>'expired_before')::timestamptz;
    GET DIAGNOSTICS v_count = ROW_COUNT;
    IF v_count > 0 THEN
      RETURN NULL;
    END IF;
    SELECT jsonb_build_object('fingerprint', k.fingerprint, 'response', k.response, 'made_ref', k.made_ref)
      INTO v_found FROM idempotency_keys k
      WHERE k.scope = p_key->>'scope' AND k.key_hash = p_key->>'key_hash';
    -- Gone between the two statements (purged): claim again.
    IF v_found IS NOT NULL THEN
      RETURN v_found;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'idempotency key could not be claimed';
END;
$$;
--> statement-breakpoint
-- After the join: an entry written is recorded on the claimed row (masked); an entry answered as it was (a phone
-- already waiting, a leased ticket used before) wrote nothing, so the claim is dropped, as a call that wrote nothing
-- kept no key before: the server keeps that answer itself, or a refusal keeps none.
CREATE OR REPLACE FUNCTION seatline_key_made(p_key jsonb, p_join jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF (p_join->>'existing')::boolean THEN
    DELETE FROM idempotency_keys WHERE scope = p_key->>'scope' AND key_hash = p_key->>'key_hash';
  ELSE
    UPDATE idempotency_keys SET made_ref = (p_join->'entry'->>'id')::bigint # (p_key->>'mask')::bigint
      WHERE scope = p_key->>'scope' AND key_hash = p_key->>'key_hash';
  END IF;
END;
$$;
--> statement-breakpoint
-- seatline_join (0010, 0019) with the key: the key first (before the guest's profile and the ticket lock, so a repeat
-- waits only on its own key's row), then the join, then its outcome on the key's row. A key found taken answers
-- {key: {fingerprint, response, made_ref}} and writes nothing.
CREATE OR REPLACE FUNCTION seatline_join_keyed(
  p_key jsonb,
  p_store_id uuid,
  p_entry jsonb,
  p_reuse_phone text,
  p_text jsonb,
  p_ticket_mark text,
  p_channel text,
  p_event text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_found jsonb;
  v_join jsonb;
BEGIN
  v_found := seatline_claim_key(p_key);
  IF v_found IS NOT NULL THEN
    RETURN jsonb_build_object('key', v_found);
  END IF;
  v_join := seatline_join(p_store_id, p_entry, p_reuse_phone, p_text, p_ticket_mark, p_channel, p_event);
  PERFORM seatline_key_made(p_key, v_join);
  RETURN v_join;
END;
$$;
--> statement-breakpoint
-- The kiosk's offline replay (seatline_join_leased, 0016, 0019) with the key, the same way.
CREATE OR REPLACE FUNCTION seatline_join_leased_keyed(
  p_key jsonb,
  p_store_id uuid,
  p_device_id text,
  p_ticket text,
  p_joined_at timestamptz,
  p_entry jsonb,
  p_text jsonb,
  p_ticket_mark text,
  p_channel text,
  p_event text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_found jsonb;
  v_join jsonb;
BEGIN
  v_found := seatline_claim_key(p_key);
  IF v_found IS NOT NULL THEN
    RETURN jsonb_build_object('key', v_found);
  END IF;
  v_join := seatline_join_leased(p_store_id, p_device_id, p_ticket, p_joined_at, p_entry, p_text, p_ticket_mark,
    p_channel, p_event);
  PERFORM seatline_key_made(p_key, v_join);
  RETURN v_join;
END;
$$;
