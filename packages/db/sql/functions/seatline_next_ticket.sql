-- Ticket numbering (docs/product.md#tickets), the one rule the counter follows: letter + count; at 10 the count resets
-- and the letter advances, skipping i; z wraps to a. Answers the counter after issuing one more ticket. The domain's
-- nextTicket (packages/domain src/tickets.ts) is its mirror for the seeds' bulk history, held to it by
-- packages/db src/sql-functions.int.test.ts on both drivers.
CREATE OR REPLACE FUNCTION seatline_next_ticket(p_cnt integer, p_letter text, OUT ticket_cnt integer,
  OUT ticket_letter text) LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_cnt + 1 >= 10 THEN 0 ELSE p_cnt + 1 END,
         CASE WHEN p_cnt + 1 < 10 THEN lower(p_letter)
              WHEN ascii(lower(p_letter)) >= 122 THEN 'a'
              WHEN ascii(lower(p_letter)) + 1 = 105 THEN 'j'
              ELSE chr(ascii(lower(p_letter)) + 1) END
$$;
