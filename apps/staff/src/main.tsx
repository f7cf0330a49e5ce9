import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import "./notices.css";
import { reloadOnStaleChunks } from "@seatline/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// A tab left open across a deploy reloads instead of failing on a screen of the old build.
reloadOnStaleChunks();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
