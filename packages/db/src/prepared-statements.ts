/**
 * postgres.js sends a statement with parameters in two round trips unless it is prepared: Parse and Describe first,
 * then, once PostgreSQL has answered the parameters' types, Bind and Execute (two socket writes, two waits). A
 * prepared statement is described once per connection and then sent as Bind and Execute alone. Drizzle runs every
 * query through `sql.unsafe`, which postgres.js leaves unprepared unless asked, so each of a join's four statements
 * paid the extra round trip (measured: every statement of the bench's joins and host lists was described first).
 *
 * This client asks for it: `unsafe` prepares by default, in transactions and savepoints too. postgres.js keeps each
 * connection's statements by their text and parameter types, prepares them again after a schema change (its retry on
 * a stale cached plan), and drops them with the connection (after idle_timeout, and max_lifetime: 30 to 60 minutes),
 * which bounds how many a connection holds.
 */
import type { Sql } from "postgres";

type UnsafeArgs = Parameters<Sql["unsafe"]>;

export function preparedByDefault<T extends Sql>(sql: T): T {
  return new Proxy(sql, {
    get(target, key) {
      if (key === "unsafe") {
        return (query: UnsafeArgs[0], args?: UnsafeArgs[1] | UnsafeArgs[2], options?: UnsafeArgs[2]) =>
          Array.isArray(args) || args === undefined
            ? target.unsafe(query, args, { prepare: true, ...options })
            : target.unsafe(query, [], { prepare: true, ...args });
      }
      if (key === "begin" || key === "savepoint") {
        const open = Reflect.get(target, key, target) as (...a: unknown[]) => Promise<unknown>;
        return (...a: unknown[]) => {
          const fn = a.pop() as (tx: Sql) => unknown;
          return open.call(target, ...a, (tx: Sql) => fn(preparedByDefault(tx)));
        };
      }
      return Reflect.get(target, key, target);
    },
  });
}
