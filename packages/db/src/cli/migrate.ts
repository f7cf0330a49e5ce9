import { createDb } from "../client";

const database = await createDb({ url: process.env.DATABASE_URL });
await database.migrate();
console.log(`Migrated ${database.label}`);
await database.close();
