-- Tables that were never placed on the plan (all of them, until the floor editor's canvas) sit at 0,0, on top of
-- each other. Give each a place of its own: per store and area, in name order, a grid 8 wide with 150 units between
-- centres (wider than any generated table: packages/domain/src/floor/floor-plan.ts tableFootprint), so the plan
-- opens tidy and the editor's overlap rule holds for them.
UPDATE "floor_tables" t SET
	"x" = 80 + ((g."n" - 1) % 8) * 150,
	"y" = 80 + ((g."n" - 1) / 8) * 150,
	"version" = t."version" + 1
FROM (
	SELECT "id", row_number() OVER (
		PARTITION BY "store_id", "area_id"
		ORDER BY CASE WHEN "name" ~ '^[0-9]{1,9}$' THEN "name"::int END NULLS LAST, "name", "id"
	) AS "n"
	FROM "floor_tables"
	WHERE "retired_at" IS NULL AND "x" = 0 AND "y" = 0
) g
WHERE t."id" = g."id";
