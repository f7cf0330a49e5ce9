import type { WaitlistEntryView } from "@seatline/domain";
import { lazy, Suspense, useState } from "react";

/** The dialog and its thread load as their own chunk, the first time a host opens one (the bundle's budget). */
const TextGuestDialog = lazy(() =>
  import("./text-guest-dialog").then((m) => ({ default: m.TextGuestDialog })),
);

/**
 * "Text guest…" on a walk-in's row (docs/product.md#texting-a-guest): `open` from the row's menu or card, `dialog`
 * placed once on the Dashboard. The target stays set while the dialog closes, so its title does not change.
 */
export function useTextGuest() {
  const [target, setTarget] = useState<WaitlistEntryView | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (entry: WaitlistEntryView) => {
    setTarget(entry);
    setOpened(true);
  };
  const dialog =
    target === null ? null : (
      <Suspense fallback={null}>
        <TextGuestDialog entry={target} opened={opened} onClose={() => setOpened(false)} />
      </Suspense>
    );
  return { open, dialog };
}
