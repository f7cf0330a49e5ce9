/** Writes docs/access.md from the code (access-table.ts): run after adding or changing a procedure or a legacy path. */
import { writeFileSync } from "node:fs";
import { ACCESS_DOC } from "./access-doc-path";
import { accessTable } from "./access-table";

writeFileSync(ACCESS_DOC, await accessTable());
console.log(`wrote ${ACCESS_DOC}`);
