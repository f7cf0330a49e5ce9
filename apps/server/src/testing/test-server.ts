import { createTestDb } from "@seatline/db/testing";
import { type CreateServerOptions, createServer, type SeatlineServer } from "../create-server";

/**
 * createServer on a copy of the seeded template database (PGlite) instead of one of its own: a server that migrates
 * and seeds the demo year itself took 10-40 s to start, and these tests start dozens (docs/testing.md).
 */
export async function createTestServer(
  opts: Omit<CreateServerOptions, "database"> = {},
): Promise<SeatlineServer> {
  const database = await createTestDb("pglite");
  const server = await createServer({ ...opts, database });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await database.destroy();
    },
  };
}
