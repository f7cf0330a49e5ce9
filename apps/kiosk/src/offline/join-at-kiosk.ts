/**
 * A guest's join at the kiosk (docs/product.md#kiosk, docs/architecture.md "Offline kiosk"): online, the server's
 * join with an Idempotency-Key; with no network (or no answer), the next leased ticket and a queued join, sent later
 * with the same key. Either way the guest leaves with a ticket that no one else has.
 */
import type { KioskStanding } from "@seatline/domain";
import { newIdempotencyKey, sessionOwner } from "@seatline/ui";
import type { KioskJoinClient } from "./join-client";
import { type QueuedJoinInput, queueOfflineJoin } from "./offline-queue";
import { timeoutSignal } from "./offline-sync";
import { isUnreachable } from "./reachability";

export interface KioskTicket {
  ticket: string;
  name: string;
  phone: string | null;
  partySize: number;
  /** Queued on this kiosk, not yet at the server. */
  queued: boolean;
  /** Where the guest stands, from the server's answer; null for a queued join (nothing is known yet). */
  standing: KioskStanding | null;
}

/** Thrown when the kiosk is offline and holds no leased ticket: the guest must wait for the network (or a host). */
export class NoOfflineTicketError extends Error {
  constructor() {
    super("offline, no leased ticket");
    this.name = "NoOfflineTicketError";
  }
}

export async function joinAtKiosk(
  client: KioskJoinClient,
  session: { token: string; storeId: string },
  input: QueuedJoinInput,
  online: boolean = navigator.onLine,
): Promise<KioskTicket> {
  const key = newIdempotencyKey();
  if (online) {
    try {
      const entry = await client.waitlist.join.mutate(input, {
        context: { idempotencyKey: key },
        signal: timeoutSignal(),
      });
      return {
        ticket: entry.ticket,
        name: entry.name,
        phone: entry.phone,
        partySize: entry.partySize,
        queued: false,
        standing: entry.standing ?? null,
      };
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
  const queued = await queueOfflineJoin(
    sessionOwner(session.token),
    session.storeId,
    input,
    key,
    new Date(),
  ).catch(() => null);
  if (!queued) throw new NoOfflineTicketError();
  return {
    ticket: queued.ticket,
    name: input.name.trim(),
    phone: input.phone ?? null,
    partySize: input.partySize,
    queued: true,
    standing: null,
  };
}
