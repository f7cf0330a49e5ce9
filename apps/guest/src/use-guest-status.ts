/**
 * One entry's status, live: loaded at once, again on every change event of its store (guest.onStatus, SSE) and on
 * every (re)connect of that stream, and every 10 s as the fallback (docs/architecture.md#live-updates).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { type GuestStatus, guestApi } from "./api";

export const POLL_MS = 10_000;

export interface LiveStatus {
  status: GuestStatus | null;
  error: unknown;
  /** The live stream is connected. */
  live: boolean;
  /** Shows an answer the page got by itself (e.g. from leave) without waiting for the next load. */
  show(status: GuestStatus): void;
}

export function useGuestStatus(token: string): LiveStatus {
  const [status, setStatus] = useState<GuestStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [live, setLive] = useState(false);
  // Answers may arrive out of order: only the latest request's answer is shown.
  const latest = useRef(0);

  const load = useCallback(async () => {
    const id = ++latest.current;
    try {
      const next = await guestApi().guest.status.query({ token });
      if (id !== latest.current) return;
      setStatus(next);
      setError(null);
    } catch (err) {
      if (id !== latest.current) return;
      setError(err);
    }
  }, [token]);

  useEffect(() => {
    void load();
    const sub = guestApi().guest.onStatus.subscribe(
      { token },
      {
        onStarted: () => {
          setLive(true);
          void load();
        },
        onData: () => void load(),
        onError: (err) => {
          setLive(false);
          console.error("Status updates stopped", err);
        },
        onConnectionStateChange: (state) => setLive(state.state === "pending"),
      },
    );
    const timer = window.setInterval(() => void load(), POLL_MS);
    return () => {
      sub.unsubscribe();
      window.clearInterval(timer);
    };
  }, [token, load]);

  const show = useCallback((next: GuestStatus) => {
    latest.current += 1;
    setStatus(next);
  }, []);

  return { status, error, live, show };
}
