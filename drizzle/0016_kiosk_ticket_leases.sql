-- Kiosk ticket leases (docs/architecture.md, "Offline kiosk"): each signed-in kiosk holds a few tickets taken ahead of
-- time, so a guest who joins while the Wi-Fi is down still gets a ticket no one else can get.
--   ticket_counters.issued: how many tickets the store has issued, ever (joins and leases). A label (A0 … Z9 without
--   I: 250 of them) comes round again 250 tickets later, so a lease is good only while fewer than 250 tickets were
--   issued after it. A trigger counts each ticket seatline_join takes (its one UPDATE changes the letter or count);
--   a lease, which takes N at once, sets issued itself.
--   kiosk_ticket_leases: one row per leased ticket, for the store and the device (the kiosk's session) it was leased
--   to. (store_id, seq) is unique: no ticket number is ever leased twice, whoever asks.
ALTER TABLE "ticket_counters" ADD COLUMN "issued" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "kiosk_ticket_leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"ticket" text NOT NULL,
	"seq" bigint NOT NULL,
	"business_date" text NOT NULL,
	"leased_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"waitlist_entry_id" integer
);
--> statement-breakpoint
ALTER TABLE "kiosk_ticket_leases" ADD CONSTRAINT "kiosk_ticket_leases_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_ticket_leases" ADD CONSTRAINT "kiosk_ticket_leases_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_ticket_leases_seq_uq" ON "kiosk_ticket_leases" USING btree ("store_id","seq");--> statement-breakpoint
CREATE INDEX "kiosk_ticket_leases_device_idx" ON "kiosk_ticket_leases" USING btree ("store_id","device_id","ticket");--> statement-breakpoint
CREATE OR REPLACE FUNCTION seatline_count_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.issued = OLD.issued
     AND (NEW.ticket_cnt, NEW.ticket_letter) IS DISTINCT FROM (OLD.ticket_cnt, OLD.ticket_letter) THEN
    NEW.issued := OLD.issued + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ticket_counters_count_issued BEFORE UPDATE ON "ticket_counters"
  FOR EACH ROW EXECUTE FUNCTION seatline_count_issued();--> statement-breakpoint
-- Lease p_count tickets to a device, under the same counter lock as seatline_join: the counter advances by p_count
-- (the same letter/count rule), and each ticket taken becomes a lease row. Answers the leased rows.
CREATE OR REPLACE FUNCTION seatline_lease_tickets(
  p_store_id uuid,
  p_device_id text,
  p_count integer,
  p_business_date text,
  p_now timestamptz
) RETURNS SETOF kiosk_ticket_leases LANGUAGE plpgsql AS $$
DECLARE
  c_cnt integer;
  c_letter text;
  c_issued bigint;
  i integer;
BEGIN
  SELECT ticket_cnt, lower(ticket_letter), issued INTO c_cnt, c_letter, c_issued
    FROM ticket_counters WHERE store_id = p_store_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO ticket_counters (store_id, ticket_cnt, ticket_letter) VALUES (p_store_id, 0, 'a')
      ON CONFLICT (store_id) DO NOTHING;
    SELECT ticket_cnt, lower(ticket_letter), issued INTO c_cnt, c_letter, c_issued
      FROM ticket_counters WHERE store_id = p_store_id FOR UPDATE;
  END IF;
  FOR i IN 0 .. p_count - 1 LOOP
    RETURN QUERY INSERT INTO kiosk_ticket_leases (store_id, device_id, ticket, seq, business_date, leased_at)
      VALUES (p_store_id, p_device_id, upper(c_letter) || c_cnt, c_issued + i, p_business_date, p_now)
      RETURNING *;
    IF c_cnt + 1 >= 10 THEN
      c_cnt := 0;
      c_letter := CASE WHEN ascii(c_letter) >= 122 THEN 'a'
                       WHEN ascii(c_letter) + 1 = 105 THEN 'j'
                       ELSE chr(ascii(c_letter) + 1) END;
    ELSE
      c_cnt := c_cnt + 1;
    END IF;
  END LOOP;
  UPDATE ticket_counters SET ticket_cnt = c_cnt, ticket_letter = c_letter, issued = c_issued + p_count
    WHERE store_id = p_store_id;
END;
$$;--> statement-breakpoint
-- A join replayed by a kiosk with a leased ticket. Under the counter lock (so "has the label come round?" cannot race
-- a join): the lease of this store, device and ticket, locked;
--   used already      → its entry is answered (existing: the replay of a join that was stored, nothing written);
--   good              → the entry takes the leased ticket, entered at the guest's time (p_joined_at, kept between
--                       the lease's time and now), the lease is marked used, its text queued and the store notified;
--   unknown or void   → (another device's, another business day's, or 250 tickets old) the join takes a fresh
--                       ticket like any join (seatline_join): the guest is never lost, and the text carries the ticket.
-- The answer is seatline_join's, plus leased: whether the leased ticket was used.
CREATE OR REPLACE FUNCTION seatline_join_leased(
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
  c_issued bigint;
  v_lease kiosk_ticket_leases;
  v_found jsonb;
  v_entry jsonb;
  v_text jsonb;
  v_cols text;
  v_text_id bigint;
  v_entered timestamptz;
BEGIN
  SELECT issued INTO c_issued FROM ticket_counters WHERE store_id = p_store_id FOR UPDATE;
  SELECT * INTO v_lease FROM kiosk_ticket_leases
    WHERE store_id = p_store_id AND device_id = p_device_id AND ticket = upper(p_ticket)
    ORDER BY seq DESC LIMIT 1 FOR UPDATE;

  IF v_lease.id IS NOT NULL AND v_lease.used_at IS NOT NULL THEN
    SELECT to_jsonb(w) INTO v_found FROM waitlist_entries w
      WHERE w.id = v_lease.waitlist_entry_id AND w.store_id = p_store_id;
    IF v_found IS NOT NULL THEN
      RETURN jsonb_build_object('existing', true, 'entry', v_found, 'text_id', NULL, 'leased', true);
    END IF;
  END IF;

  IF v_lease.id IS NULL OR v_lease.used_at IS NOT NULL
     OR v_lease.business_date IS DISTINCT FROM p_entry->>'business_date'
     OR c_issued - v_lease.seq > 250 THEN
    RETURN seatline_join(p_store_id, p_entry, NULL, p_text, p_ticket_mark, p_channel, p_event)
      || jsonb_build_object('leased', false);
  END IF;

  v_entered := greatest(v_lease.leased_at,
    least(coalesce(p_joined_at, (p_entry->>'entered_time')::timestamptz), (p_entry->>'entered_time')::timestamptz));
  v_entry := p_entry || jsonb_build_object('ticket_id', v_lease.ticket, 'entered_time', v_entered);
  SELECT string_agg(quote_ident(k), ', ') INTO v_cols FROM jsonb_object_keys(v_entry) AS k;
  EXECUTE format(
    'INSERT INTO waitlist_entries (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::waitlist_entries, $1) '
    'RETURNING to_jsonb(waitlist_entries)', v_cols)
    USING v_entry INTO v_found;
  UPDATE kiosk_ticket_leases SET used_at = (p_entry->>'entered_time')::timestamptz,
    waitlist_entry_id = (v_found->>'id')::integer WHERE id = v_lease.id;

  IF p_text IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM sms_opt_outs o
      WHERE o.phone = p_text->>'to_phone'
        AND o.scope = (SELECT coalesce(s.sms_from, 'shared') FROM stores s WHERE s.id = p_store_id)
  ) THEN
    v_text := p_text || jsonb_build_object(
      'body', replace(p_text->>'body', p_ticket_mark, v_lease.ticket),
      'waitlist_entry_id', v_found->'id');
    SELECT string_agg(quote_ident(k), ', ') INTO v_cols FROM jsonb_object_keys(v_text) AS k;
    EXECUTE format(
      'INSERT INTO messages (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::messages, $1) '
      'ON CONFLICT DO NOTHING RETURNING id', v_cols)
      USING v_text INTO v_text_id;
  END IF;

  PERFORM pg_notify(p_channel, p_event);
  RETURN jsonb_build_object('existing', false, 'entry', v_found, 'text_id', v_text_id, 'leased', true);
END;
$$;
