import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import { adoptLegacyKioskSession, reloadOnStaleChunks } from "@seatline/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// Offline, a screen that fails to load lacks the network, not a newer build: a reload would lose the kiosk
// (docs/architecture.md "Offline kiosk"). Registered first, so the stale-build reload below never hears of it.
window.addEventListener("vite:preloadError", (event) => {
  if (!navigator.onLine) event.stopImmediatePropagation();
});
// A kiosk signed in before kiosks were devices finds its old session, is told so and pairs again.
adoptLegacyKioskSession();
// A tab left open across a deploy reloads instead of failing on a screen of the old build.
reloadOnStaleChunks();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
