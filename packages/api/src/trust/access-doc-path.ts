import { fileURLToPath } from "node:url";

/** The page access-table.ts writes and access-table.test.ts compares. */
export const ACCESS_DOC = fileURLToPath(new URL("../../../../docs/access.md", import.meta.url));
