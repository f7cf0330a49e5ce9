import { useEffect, useState } from "react";

/** docs/product.md#limits: elapsed-time displays update every 60 seconds. Answers the time of the latest tick. */
export function useMinuteClock(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
