/** Kiosk sequence (the live route order) (docs/product.md#kiosk): app, party, name, input, ticket. */
export const flowSteps = ["app", "party", "name", "input", "ticket"] as const;
export type FlowStep = (typeof flowSteps)[number];

export const stepPaths: Record<FlowStep, string> = {
  app: "/app",
  party: "/app/party",
  name: "/app/name",
  input: "/app/input",
  ticket: "/app/ticket",
};

export const HOST_PATH = "/app/host";

export function stepIndex(step: FlowStep): number {
  return flowSteps.indexOf(step);
}

/** The path BACK leads to (the start for the first step). */
export function previousPath(step: FlowStep): string {
  return stepPaths[flowSteps[Math.max(0, stepIndex(step) - 1)] ?? "app"];
}

/** The path NEXT leads to (the ticket for the last step). */
export function nextPath(step: FlowStep): string {
  return stepPaths[flowSteps[Math.min(flowSteps.length - 1, stepIndex(step) + 1)] ?? "ticket"];
}
