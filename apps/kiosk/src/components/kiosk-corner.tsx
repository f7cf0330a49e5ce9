import { ActionIcon, Tooltip } from "@mantine/core";
import { FullscreenToggle } from "@seatline/ui";
import { IconSettings } from "@tabler/icons-react";
import { Link } from "react-router";
import { HOST_PATH } from "../flow/steps";
import classes from "./kiosk.module.css";

/** Top-right of the welcome screen: the full-screen toggle and the way to the host screen. */
export function KioskCorner() {
  return (
    <div className={classes.corner}>
      <FullscreenToggle size="xl" />
      <Tooltip label="Host screen">
        <ActionIcon component={Link} to={HOST_PATH} size="xl" variant="default" aria-label="Host screen">
          <IconSettings aria-hidden />
        </ActionIcon>
      </Tooltip>
    </div>
  );
}
