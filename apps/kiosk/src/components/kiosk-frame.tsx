import { Button, Text } from "@mantine/core";
import { useSession, useT } from "@seatline/ui";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import classes from "./kiosk.module.css";

export interface KioskFrameProps {
  children?: ReactNode;
  /** BACK (omit for none). */
  onBack?: () => void;
  /** The forward button (NEXT or GET A TICKET). */
  next?: { label: string; onClick: () => void; disabled?: boolean; loading?: boolean };
}

/** A kiosk step: the store's name on top, the step in the middle, BACK and the forward button at the bottom. */
export function KioskFrame({ children, onBack, next }: KioskFrameProps) {
  const { store } = useSession();
  const t = useT();
  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Text fw={800} fz="xl" c="seatline.9">
          {store.name}
        </Text>
      </header>
      <main className={classes.content}>{children}</main>
      <footer className={classes.footer}>
        {onBack ? (
          <Button
            variant="default"
            size="xl"
            h={72}
            leftSection={<IconArrowLeft aria-hidden />}
            onClick={onBack}
          >
            {t("BACK")}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button
            size="xl"
            h={72}
            rightSection={<IconArrowRight aria-hidden />}
            disabled={next.disabled}
            loading={next.loading}
            onClick={next.onClick}
          >
            {t(next.label)}
          </Button>
        ) : null}
      </footer>
    </div>
  );
}
