/** A restartable one-shot timer: fires `onIdle` once `timeoutMs` pass without a `poke()` (the kiosk's inactivity time-out, docs/product.md#kiosk). */
export interface TimerApi {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: TimerApi = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface IdleTimer {
  /** (Re)starts the countdown. */
  poke(): void;
  /** Stops it for good (until the next poke). */
  stop(): void;
}

export function createIdleTimer(
  timeoutMs: number,
  onIdle: () => void,
  timers: TimerApi = browserTimers,
): IdleTimer {
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return {
    poke() {
      stop();
      handle = timers.setTimeout(() => {
        handle = null;
        onIdle();
      }, timeoutMs);
    },
    stop,
  };
}

/** The events that count as the guest touching the kiosk. */
export const ACTIVITY_EVENTS = ["pointerdown", "keydown", "touchstart", "input", "wheel"] as const;
