import { useOfflineSync } from "./use-offline-sync";

/** Sends queued joins and keeps leased tickets while the guest screens are open (its own chunk, loaded once idle). */
export default function OfflineSyncRunner() {
  useOfflineSync();
  return null;
}
