/**
 * A tRPC client for hook tests: the real @trpc/client and TanStack Query integration, with a terminating link that
 * answers from handlers instead of HTTP and lets a test push store events down the live-update subscription.
 */
import type { AppRouter } from "@seatline/api/router";
import { type Session, SessionContext, TRPCProvider } from "@seatline/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, type TRPCClient, type TRPCLink } from "@trpc/client";
import type { ReactNode } from "react";

type Handler = (input: unknown) => unknown;

/** The signed-in host the hooks act as. */
export const FAKE_SESSION: Session = {
  token: "token-1",
  user: { id: "user-1", email: "host@example.com", role: "host" },
  company: { slug: "demo" } as Session["company"],
  store: { id: "store-1", name: "Demo", timezone: "America/New_York" } as Session["store"],
};
type Observer = { next: (value: unknown) => void; error: (err: unknown) => void; complete: () => void };

export interface FakeCall {
  type: "query" | "mutation" | "subscription";
  path: string;
  input: unknown;
}

export interface FakeTrpc {
  wrapper: (props: { children: ReactNode }) => ReactNode;
  queryClient: QueryClient;
  calls: FakeCall[];
  /** The idempotency key each call passed in its context (undefined without one), in the order of `calls`. */
  keys: (string | undefined)[];
  /** Calls of one path, in order. */
  callsOf: (path: string) => FakeCall[];
  /** Answers of a path from now on (a thrown error fails the call). */
  answer: (path: string, handler: Handler) => void;
  /** The client the wrapper provides, for code that takes one. */
  client: TRPCClient<AppRouter>;
  /** Sends a store event to every open events.onStoreChange subscription. */
  emit: (topic: "waitlist" | "reservations" | "settings") => void;
  /** Open events.onStoreChange subscriptions. */
  openStreams: () => number;
}

export function fakeTrpc(handlers: Record<string, Handler> = {}): FakeTrpc {
  const answers = new Map(Object.entries(handlers));
  const calls: FakeCall[] = [];
  const keys: (string | undefined)[] = [];
  const streams = new Set<Observer>();
  let seq = 0;

  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) => {
      const observable = {
        subscribe(observer: Observer) {
          calls.push({ type: op.type, path: op.path, input: op.input });
          keys.push((op.context as { idempotencyKey?: string }).idempotencyKey);
          if (op.type === "subscription") {
            streams.add(observer);
            queueMicrotask(() => observer.next({ result: { type: "started" } }));
            return { unsubscribe: () => streams.delete(observer) };
          }
          const handler = answers.get(op.path);
          Promise.resolve()
            .then(() => {
              if (!handler) throw new Error(`no fake answer for ${op.path}`);
              return handler(op.input);
            })
            .then(
              (data) => {
                observer.next({ result: { type: "data", data } });
                observer.complete();
              },
              (err: unknown) => observer.error(err),
            );
          return { unsubscribe: () => {} };
        },
      };
      // The client only subscribes to what a terminating link returns.
      return observable as unknown as ReturnType<ReturnType<TRPCLink<AppRouter>>>;
    };

  const trpcClient = createTRPCClient<AppRouter>({ links: [link] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  return {
    queryClient,
    client: trpcClient,
    calls,
    keys,
    callsOf: (path) => calls.filter((c) => c.path === path),
    answer: (path, handler) => answers.set(path, handler),
    emit: (topic) => {
      seq += 1;
      const event = { storeId: "store-1", topic, seq, at: new Date(0).toISOString() };
      for (const s of streams) s.next({ result: { type: "data", data: { id: String(seq), data: event } } });
    },
    openStreams: () => streams.size,
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <SessionContext.Provider value={FAKE_SESSION}>{children}</SessionContext.Provider>
        </TRPCProvider>
      </QueryClientProvider>
    ),
  };
}
