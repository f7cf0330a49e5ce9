/**
 * The bench's physical limit: a bare Fastify + postgres.js process (no ORM, no session, no logging) on the same
 * database with the same pool size as the server under test (queries in @seatline/db/bench/bare):
 *   GET  /read?store=<uuid>&date=<YYYY-MM-DD>  one query of the store's walk-ins waiting on the date
 *   POST /join?store=<uuid>&date=<YYYY-MM-DD>  one minimal join transaction (lock counter, insert, notify)
 *   POST /book?store=<uuid>&date=<today>       one minimal public booking (@seatline/db/bench/bare-booking), the
 *                                              body as public.createReservation takes it; 409 when refused
 *   GET  /floor?store=<uuid>                   one query of the store's tables and their states (bench/bare-floor)
 * Started by bench/run.ts with DATABASE_URL, DB_POOL_MAX and PORT.
 */
import { type BareScope, createBareDb } from "@seatline/db/bench/bare";
import { type BareBooking, createBareBookingDb } from "@seatline/db/bench/bare-booking";
import { createBareFloorDb } from "@seatline/db/bench/bare-floor";
import Fastify from "fastify";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const db = createBareDb(url, Number(process.env.DB_POOL_MAX ?? 10));
// Its own pool of the same size: each row runs alone, so the two never compete.
const booking = createBareBookingDb(url, Number(process.env.DB_POOL_MAX ?? 10));
const floor = createBareFloorDb(url, Number(process.env.DB_POOL_MAX ?? 10));
const app = Fastify({ logger: false });

app.get("/readyz", async () => ({ status: "ready" }));
app.get("/read", async (req) => db.read(req.query as BareScope));
app.post("/join", async (req) => db.join(req.query as BareScope));
app.get("/floor", async (req) => floor.read((req.query as { store: string }).store));
app.post("/book", async (req, reply) => {
  const { store, date } = req.query as BareScope;
  const answer = await booking.book(store, req.body as BareBooking, date);
  return answer.status === 200 ? answer.row : reply.status(409).send({ detail: answer.reason });
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    await app.close();
    await db.end();
    await booking.end();
    await floor.end();
    process.exit(0);
  });
}
