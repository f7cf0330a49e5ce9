import { Alert, Button, Loader } from "@mantine/core";
import type { GuestLanguage, PublicTime } from "@seatline/domain";
import { useT } from "@seatline/ui";
import { lazy, Suspense, useEffect } from "react";
import type { PageAddress } from "../page-address";
import { fullRunAround } from "./notify-window";

const loadNotifyMe = () => import("./notify-me");
const NotifyMe = lazy(() => loadNotifyMe().then((m) => ({ default: m.NotifyMe })));

/** The id of the line that says what a full time offers (the full times in the grid are described by it). */
export const FULL_HINT_ID = "full-times-hint";

export interface FullTimesNotifyProps {
  address: PageAddress;
  date: string;
  partySize: number;
  times: readonly PublicTime[];
  /** The full time the notify panel is open for, or null. */
  openFor: string | null;
  onClose: () => void;
  /** A request for this date was added (one per phone and date). */
  done: boolean;
  onDone: () => void;
  language: GuestLanguage;
}

/**
 * Beside the times' legend while the date has full times (docs/product.md#notify-me): opens the notify panel for the
 * first of them. The keyboard's way in (the grid's arrows skip full times), and what the full times are described by.
 */
export function NotifyHint({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <div className="times-hint">
      <Button id={FULL_HINT_ID} variant="subtle" size="sm" px={6} onClick={onOpen}>
        {t("Full? Notify me")}
      </Button>
    </div>
  );
}

/**
 * Under the times (docs/product.md#notify-me): the notify panel for the full time the guest tapped, loaded on demand;
 * after a request, that the guest is on the list.
 */
export function FullTimesNotify(props: FullTimesNotifyProps) {
  const { times, openFor, done } = props;
  const t = useT();
  const firstFull = times.find((w) => w.full)?.time;
  // Fetched as soon as a full time shows, so the panel opens at once when one is tapped.
  useEffect(() => {
    if (firstFull) void loadNotifyMe().catch(() => {});
  }, [firstFull]);

  if (done) {
    return (
      <Alert color="green" variant="light" title={t("You're on the list")} data-testid="notify-done">
        {t(
          "We texted you a link to your place on the list. Reply 1 to that text to confirm your number; then we will text you if a table frees up.",
        )}
      </Alert>
    );
  }
  if (openFor) {
    return (
      <Suspense fallback={<Loader size="sm" role="status" aria-label={t("Loading the notify list")} />}>
        <NotifyMe
          address={props.address}
          date={props.date}
          partySize={props.partySize}
          time={openFor}
          choices={fullRunAround(times, openFor)}
          language={props.language}
          onDone={props.onDone}
          onClose={props.onClose}
        />
      </Suspense>
    );
  }
  return null;
}
