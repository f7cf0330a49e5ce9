-- A request's Idempotency-Key claimed inside the statement it keys (docs/architecture.md "Writes safe to repeat"), as
-- claimRepeatKey (queries/repeat-keys.ts) does in a transaction: one insert on the (scope, key hash) primary key,
-- taking over a row past its 24 hours. Answers NULL when claimed, else the live row ({fingerprint, response,
-- made_ref}). A call with the same key still running holds its uncommitted row: this insert waits for it to commit
-- (then finds its row) or roll back (then claims the key).
--   p_key: {scope, key_hash, store_id, fingerprint, now, expired_before, mask}, as queries/repeat-keys.ts builds it.
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
