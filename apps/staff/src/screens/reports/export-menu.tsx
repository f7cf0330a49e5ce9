import { Button, Group } from "@mantine/core";
import { apiBaseUrl, notifyFailure, readStoredToken } from "@seatline/ui";
import { IconDownload, IconFileZip } from "@tabler/icons-react";
import { useState } from "react";

/** Fetches an export with the session's token and saves it under the server's file name. */
async function download(path: string): Promise<void> {
  const res = await fetch(`${apiBaseUrl()}${path}`, {
    headers: { authorization: `Bearer ${readStoredToken() ?? ""}` },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { detail?: string } | null;
    throw new Error(body?.detail ?? `The export failed (${res.status}).`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "export";
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const FILES = [
  { key: "visits", label: "Walk-in visits (CSV)" },
  { key: "reservations", label: "Reservations (CSV)" },
  { key: "texts", label: "Texts (CSV)" },
  { key: "notify", label: "Notify offers (CSV)" },
  { key: "tables", label: "Tables (CSV)" },
] as const;

/** The range's CSV exports and the ZIP of everything the store holds. */
export function ExportButtons({ from, to }: { from: string; to: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = (key: string, path: string) => {
    setBusy(key);
    download(path)
      .catch((error: unknown) => notifyFailure(error, "The export failed. Please try again."))
      .finally(() => setBusy(null));
  };
  const range = `from=${from}&to=${to}`;
  return (
    <Group gap="xs">
      {FILES.map((f) => (
        <Button
          key={f.key}
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === f.key}
          onClick={() => run(f.key, `/api/reports/${f.key}.csv?${range}`)}
        >
          {f.label}
        </Button>
      ))}
      <Button
        variant="light"
        size="sm"
        leftSection={<IconFileZip size={16} aria-hidden />}
        loading={busy === "zip"}
        onClick={() => run("zip", "/api/reports/export.zip")}
      >
        Everything (ZIP)
      </Button>
    </Group>
  );
}
