/** Contract specs of the reports operations (see contract-kit.ts). */
import type { Api, OpSpec } from "./contract-kit";
import { dayAfter } from "./contract-kit";

export function reportSpecs(_api: Api): OpSpec[] {
  const week = { from: dayAfter(-6), to: dayAfter(0) };
  return [
    {
      op: "reportSummary",
      // legacy_store_id names the store: rival's answers 403, an unknown one 404 (retarget).
      valid: () => ({ query: { ...week, legacy_store_id: 1001 } }),
      bad: () => ({ query: { from: dayAfter(-400), to: dayAfter(0), legacy_store_id: 1001 } }),
    },
  ];
}
