/** The reports bench (docs/product.md#reports): the time to download the busy year's exports whole. */
import { performance } from "node:perf_hooks";
import { addDays } from "@seatline/domain";

/** Downloads each export once (reading every byte) and answers a line per export: seconds, size. */
export async function measureExports(base: string, token: string, today: string): Promise<string[]> {
  const year = `from=${addDays(today, -365)}&to=${today}`;
  const targets = [
    ["export: visits.csv, 366 days", `/api/reports/visits.csv?${year}`],
    ["export: reservations.csv, 366 days", `/api/reports/reservations.csv?${year}`],
    ["export: texts.csv, 366 days", `/api/reports/texts.csv?${year}`],
    ["export: everything (ZIP, all history)", "/api/reports/export.zip"],
  ] as const;
  const lines: string[] = [];
  for (const [name, path] of targets) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    let bytes = 0;
    let rows = 0;
    const reader = res.body?.getReader();
    for (;;) {
      const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
      if (chunk.done) break;
      bytes += chunk.value.length;
      for (const b of chunk.value) if (b === 10) rows += 1;
    }
    const seconds = (performance.now() - t0) / 1000;
    const what = path.endsWith(".zip") ? "" : `, ${(rows - 1).toLocaleString("en-US")} rows`;
    lines.push(
      `${name.padEnd(38)}${seconds.toFixed(2).padStart(8)} s  (HTTP ${res.status}, ${(bytes / 1e6).toFixed(1)} MB${what})`,
    );
  }
  return lines;
}
