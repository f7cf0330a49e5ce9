import { Button } from "@mantine/core";
import { useTimeout } from "@mantine/hooks";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { COPIED_MS } from "./settings-messages";

/** Copies text to the clipboard; falls back to a hidden text area where the Clipboard API is unavailable. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    if (!ok) throw new Error("Copy is not available in this browser.");
  }
}

/** A Copy button that reads 'Copied!' for 2 seconds after copying (docs/product.md#settings, #limits). */
export function CopyLinkButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const { start, clear } = useTimeout(() => setCopied(false), COPIED_MS);
  return (
    <Button
      variant={copied ? "filled" : "default"}
      color={copied ? "green" : undefined}
      leftSection={copied ? <IconCheck aria-hidden size={18} /> : <IconCopy aria-hidden size={18} />}
      onClick={async () => {
        try {
          await copyText(text);
          clear();
          setCopied(true);
          start();
        } catch (error) {
          console.error("Copy failed", error);
        }
      }}
    >
      <span aria-live="polite">{copied ? "Copied!" : label}</span>
    </Button>
  );
}
