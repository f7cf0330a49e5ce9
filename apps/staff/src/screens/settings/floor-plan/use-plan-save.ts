import type { FloorTable, TableFields } from "@seatline/domain";
import { notifyFailure, serverMessage, useTRPCClient } from "@seatline/ui";
import { useCallback, useState } from "react";
import { showDoneNotice } from "../../../components/undo-notice";

/**
 * The canvas's saves through the editor procedures, each with the version it read. A refusal (a stale version's
 * 409, an overlap's 400) is shown as a notice and kept on the canvas as its status line until the next change, so
 * nothing is lost without a word; the floor reloads after every save either way.
 */
export function usePlanSave(reload: () => void) {
  const client = useTRPCClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = useCallback(
    async <T>(call: () => Promise<T>, done: string, failure: string): Promise<T | null> => {
      setBusy(true);
      setRefusal(null);
      try {
        const out = await call();
        showDoneNotice(done);
        return out;
      } catch (error) {
        notifyFailure(error, failure);
        setRefusal(serverMessage(error) ?? failure);
        return null;
      } finally {
        setBusy(false);
        reload();
      }
    },
    [reload],
  );

  const update = useCallback(
    (t: FloorTable, fields: TableFields, done: string) =>
      run(
        () => client.floor.updateTable.mutate({ id: t.id, version: t.version, table: fields }),
        done,
        `Failed to save table ${t.name}. Please try again.`,
      ),
    [client, run],
  );
  const add = useCallback(
    (fields: TableFields) =>
      run(
        () => client.floor.addTable.mutate(fields),
        `Table ${fields.name} added.`,
        "Failed to add the table. Please try again.",
      ),
    [client, run],
  );
  const remove = useCallback(
    (t: FloorTable) =>
      run(
        () => client.floor.removeTable.mutate({ id: t.id, version: t.version }),
        `Table ${t.name} removed.`,
        `Failed to remove table ${t.name}. Please try again.`,
      ),
    [client, run],
  );
  return { busy, refusal, setRefusal, update, add, remove };
}
