import { ActionIcon, type ActionIconProps, Tooltip } from "@mantine/core";
import { IconMaximize, IconMinimize } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";

function isFullscreen(): boolean {
  return typeof document !== "undefined" && document.fullscreenElement != null;
}

export type FullscreenToggleProps = Omit<ActionIconProps, "children">;

/** Enters or leaves browser full screen (document.fullscreenElement); the label follows the state. */
export function FullscreenToggle(props: FullscreenToggleProps) {
  const [active, setActive] = useState(isFullscreen);

  useEffect(() => {
    const onChange = () => setActive(isFullscreen());
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const toggle = useCallback(() => {
    // Optional calls: some tablets' browsers lack the (unprefixed) Fullscreen API.
    const request = isFullscreen()
      ? document.exitFullscreen?.()
      : document.documentElement.requestFullscreen?.();
    // Browsers refuse without a user gesture or when embedded; the button then simply does nothing.
    request?.catch(() => {});
  }, []);

  const label = active ? "Exit full screen" : "Enter full screen";
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" aria-label={label} onClick={toggle} {...props}>
        {active ? <IconMinimize aria-hidden /> : <IconMaximize aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
