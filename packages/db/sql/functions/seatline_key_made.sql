-- After a keyed statement's write (seatline_join, seatline_book): the id of what it made is recorded on the claimed
-- key's row, XOR a 31-bit mask derived from the client's key (the mask travels in p_key and is never stored), so
-- without the client's key idempotency_keys.made_ref is a random number like the sealed answer beside it; a repeat
-- that finds the row without its sealed answer answers from it. p_made null (the call wrote nothing: a phone already
-- waiting, a leased ticket used before, a refused booking): the claim is dropped, as a call that wrote nothing keeps
-- no key; the server keeps that answer itself, or a refusal keeps none.
CREATE OR REPLACE FUNCTION seatline_key_made(p_key jsonb, p_made bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_made IS NULL THEN
    DELETE FROM idempotency_keys WHERE scope = p_key->>'scope' AND key_hash = p_key->>'key_hash';
  ELSE
    UPDATE idempotency_keys SET made_ref = p_made # (p_key->>'mask')::bigint
      WHERE scope = p_key->>'scope' AND key_hash = p_key->>'key_hash';
  END IF;
END;
$$;
