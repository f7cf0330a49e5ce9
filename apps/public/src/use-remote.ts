import { useEffect, useRef, useState } from "react";

export interface Remote<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * Loads data for a key: a new key aborts the previous load and starts another; a null key loads nothing.
 * `load` may change on every render: the key alone says when to load again.
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [state, setState] = useState<Remote<T> & { key: string | null }>({
    key: null,
    data: undefined,
    error: undefined,
    loading: key !== null,
  });

  useEffect(() => {
    if (key === null) {
      setState({ key, data: undefined, error: undefined, loading: false });
      return;
    }
    const controller = new AbortController();
    setState({ key, data: undefined, error: undefined, loading: true });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, data: undefined, error, loading: false });
      },
    );
    return () => controller.abort();
  }, [key]);

  // Until the effect of a new key has run, report it as loading rather than the previous key's data.
  if (state.key !== key) return { data: undefined, error: undefined, loading: key !== null };
  return state;
}
