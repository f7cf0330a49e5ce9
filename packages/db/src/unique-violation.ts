/**
 * Whether an error (or its cause) is PostgreSQL's unique violation (23505), optionally of one named constraint.
 * postgres.js names the constraint `constraint_name`, PGlite `constraint`; Drizzle wraps either in `cause`.
 */
export function isUniqueViolation(err: unknown, constraint?: string, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 4) return false;
  const e = err as { code?: unknown; constraint_name?: unknown; constraint?: unknown; cause?: unknown };
  if (e.code === "23505") {
    const name = e.constraint_name ?? e.constraint;
    return constraint === undefined || name === undefined || name === constraint;
  }
  return isUniqueViolation(e.cause, constraint, depth + 1);
}
