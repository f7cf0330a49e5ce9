/**
 * Every procedure of the app's router, with its kind and what it declares (`.meta()`), for the trust suite, the access
 * table and the door's tests, read through tRPC's public API only: a router holds its routers and procedures as
 * properties (tRPC's internals, named with a leading underscore, are skipped), a procedure carries its `meta`, and
 * its kind is asked of `callTRPCProcedure`, which refuses a call of another kind before running any of it.
 */
import { callTRPCProcedure, TRPCError, type TRPCProcedureType } from "@trpc/server";
import { appRouter } from "../root";
import type { ProcedureMeta } from "../trpc";

export interface ProcedureEntry {
  path: string;
  type: TRPCProcedureType;
  meta: ProcedureMeta | undefined;
}

const KINDS: readonly TRPCProcedureType[] = ["query", "mutation", "subscription"];

/** Thrown by the context of a probe as soon as the procedure reads it: the procedure is of the kind asked. */
const PROBED = new Error("probed");

async function kindOf(path: string): Promise<TRPCProcedureType> {
  const ctx = new Proxy(
    {},
    {
      get() {
        throw PROBED;
      },
    },
  );
  for (const type of KINDS) {
    try {
      await callTRPCProcedure({
        router: appRouter,
        path,
        type,
        ctx,
        getRawInput: async () => undefined,
        signal: undefined,
        batchIndex: 0,
      });
      return type;
    } catch (err) {
      const refused =
        err instanceof TRPCError && err.code === "NOT_FOUND" && err.message.includes(`"${type}"`);
      if (!refused) return type;
    }
  }
  throw new Error(`${path}: tRPC runs it as no kind of procedure`);
}

/** The procedures under `node`, by dotted path. */
function procedurePaths(node: object, prefix: string): { path: string; meta: ProcedureMeta | undefined }[] {
  const found: { path: string; meta: ProcedureMeta | undefined }[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("_") || value === null) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const procedure = value as { procedure?: unknown; meta?: ProcedureMeta };
    if (typeof value === "function" && procedure.procedure === true)
      found.push({ path, meta: procedure.meta });
    else if (typeof value === "object") found.push(...procedurePaths(value, path));
  }
  return found;
}

/** Every procedure of appRouter, in the order its routers list them. */
export async function procedureList(): Promise<ProcedureEntry[]> {
  const paths = procedurePaths(appRouter, "");
  return Promise.all(paths.map(async (p) => ({ ...p, type: await kindOf(p.path) })));
}
