import { createDb } from "../client";
import { seedDemo } from "../seed";

const database = await createDb({ url: process.env.DATABASE_URL });
await database.migrate();
const seeded = await seedDemo(database.db);
console.log(
  seeded ? `Seeded demo data into ${database.label}` : `${database.label} already has data; seed skipped`,
);
await database.close();
