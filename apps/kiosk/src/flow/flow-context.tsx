import { I18nProvider } from "@seatline/ui";
import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from "react";
import { Navigate } from "react-router";
import { canOpen, createFlowStore, type FlowState, type FlowStore } from "./flow-store";
import { type FlowStep, stepPaths } from "./steps";

const FlowContext = createContext<FlowStore | null>(null);

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** One flow per kiosk page load; the last ticket is kept in sessionStorage so /app/ticket survives a reload. */
export function FlowProvider({ children, store }: { children?: ReactNode; store?: FlowStore }) {
  const [flow] = useState(() => store ?? createFlowStore({ storage: sessionStore() }));
  return (
    <FlowContext.Provider value={flow}>
      <FlowLanguage flow={flow}>{children}</FlowLanguage>
    </FlowContext.Provider>
  );
}

/** The guest screens speak the flow's language (docs/product.md#languages); it resets with the flow. */
function FlowLanguage({ flow, children }: { flow: FlowStore; children?: ReactNode }) {
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  return (
    <I18nProvider language={state.language ?? "en"} onLanguageChange={flow.setLanguage}>
      {children}
    </I18nProvider>
  );
}

export function useFlowStore(): FlowStore {
  const store = useContext(FlowContext);
  if (!store) throw new Error("useFlow must be used inside <FlowProvider>.");
  return store;
}

/** The flow state (re-renders on change) and its actions. */
export function useFlow(): [FlowState, FlowStore] {
  const store = useFlowStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return [state, store];
}

/**
 * Shows a step only when the guest got there through the earlier ones; otherwise returns to the start, or to the
 * ticket while one is shown (so the guest who just joined, or the page that issued it, lands on the ticket).
 */
export function RequireStep({ step, children }: { step: FlowStep; children?: ReactNode }) {
  const [state] = useFlow();
  if (!canOpen(state, step)) return <Navigate to={state.ticket ? stepPaths.ticket : stepPaths.app} replace />;
  return children;
}
