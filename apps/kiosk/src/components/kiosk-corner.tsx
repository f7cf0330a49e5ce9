import { ActionIcon, Tooltip } from "@mantine/core";
import { FullscreenToggle } from "@seatline/ui";
import { IconSettings } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { HOST_PATH } from "../flow/steps";
import classes from "./kiosk.module.css";

/**
 * Top-right of the welcome screen: the full-screen toggle and the way to the host screen (which asks for the PIN or
 * the staff password first). `start` sits at the row's other end where the corner is a row of its own (a phone).
 */
export function KioskCorner({ start }: { start?: ReactNode }) {
  return (
    <div className={classes.corner}>
      {start ? <div className={classes.cornerStart}>{start}</div> : null}
      <FullscreenToggle size="xl" />
      <Tooltip label="Host screen">
        <ActionIcon component={Link} to={HOST_PATH} size="xl" variant="default" aria-label="Host screen">
          <IconSettings aria-hidden />
        </ActionIcon>
      </Tooltip>
    </div>
  );
}
