// A Vitest setup file (the integration suites' vitest.config.ts): each test process runs on the run's clock.
import { useRunClock } from "./run-clock";

useRunClock();
