-- Inserts one row given as JSON keyed by column name (the statements' rows are built from the Drizzle tables:
-- queries/column-json.ts), so no function holds a column list. Answers the row inserted, as JSON.
CREATE OR REPLACE FUNCTION seatline_insert_row(p_table regclass, p_row jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_cols text;
  v_row jsonb;
BEGIN
  SELECT string_agg(quote_ident(k), ', ') INTO v_cols FROM jsonb_object_keys(p_row) AS k;
  EXECUTE format(
    'INSERT INTO %2$s AS t (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::%2$s, $1) RETURNING to_jsonb(t)',
    v_cols, p_table)
    USING p_row INTO v_row;
  RETURN v_row;
END;
$$;
