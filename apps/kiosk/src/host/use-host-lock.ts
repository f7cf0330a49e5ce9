import { appendPinDigit } from "@seatline/domain";
import { serverMessage, useStoreEvents, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";

/** Shown when the server gave no message of its own (no connection, or something broke on its side). */
export const UNLOCK_FAILED = "The host screen could not be unlocked. Check the connection and try again.";

/**
 * The host screen's lock (docs/product.md#kiosk): whether the store has a PIN (followed live, so a PIN set in the
 * staff console's Settings shows the keypad at once), what is typed, and the server's check. Nothing is kept once
 * the lock screen closes: the unlock lives only as long as the host screen is open.
 */
export function useHostLock(onUnlocked: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.kioskLock.status.queryOptions());
  const refetchStatus = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.kioskLock.status.queryKey() });
  }, [queryClient, trpc]);
  useStoreEvents("settings", refetchStatus);

  const [pin, setPin] = useState("");
  // With a PIN set, the account's password still opens the screen: a guest who ran the PIN's tries out never locks
  // the manager out (the server counts the two apart).
  const [passwordInstead, setPasswordInstead] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  const unlock = useMutation(
    trpc.kioskLock.unlock.mutationOptions({
      onSuccess: () => onUnlocked(),
      onError: (err) => {
        // A wrong entry starts again from empty; the PIN may also have been set or removed meanwhile.
        setPin("");
        setPassword("");
        // The server's own words (wrong PIN or password, too many tries); none for a lost connection or a 500.
        setError(serverMessage(err) ?? UNLOCK_FAILED);
        refetchStatus();
      },
    }),
  );

  const pinSet = status.data?.pinSet ?? null;
  const withPin = pinSet === true && !passwordInstead;
  const secret = withPin ? pin : password;
  const ready = withPin ? pin.length >= 4 : password.length > 0;
  const submit = () => {
    if (!ready || unlock.isPending) return;
    setError(null);
    unlock.mutate({ secret });
  };

  return {
    status,
    pinSet,
    /** The keypad shows (a PIN is set and the password was not asked for instead). */
    withPin,
    usePassword: (on: boolean) => {
      setPasswordInstead(on);
      setError(null);
    },
    pin,
    password,
    error,
    ready,
    pending: unlock.isPending,
    submit,
    pressDigit: (digit: string) => setPin((p) => appendPinDigit(p, digit)),
    clearPin: () => setPin(""),
    backspace: () => setPin((p) => p.slice(0, -1)),
    setPassword,
  };
}
