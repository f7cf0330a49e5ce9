import { useEffect, useRef } from "react";
import { ACTIVITY_EVENTS, createIdleTimer } from "./idle-timer";

/** Calls `onIdle` after `timeoutMs` without a touch, key or input anywhere on the page (while mounted). */
export function useIdleTimeout(timeoutMs: number, onIdle: () => void): void {
  const callback = useRef(onIdle);
  useEffect(() => {
    callback.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    const timer = createIdleTimer(timeoutMs, () => callback.current());
    const poke = () => timer.poke();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, poke, { capture: true, passive: true });
    timer.poke();
    return () => {
      timer.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, poke, { capture: true });
    };
  }, [timeoutMs]);
}
