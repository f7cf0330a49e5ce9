import { Button, Text } from "@mantine/core";
import { useSession, useT } from "@seatline/ui";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import classes from "./kiosk.module.css";
import { usePhoneLayout } from "./use-phone-layout";

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
  const phone = usePhoneLayout();
  // 56 px on a phone: still a large touch target, and the step keeps the room it needs.
  const buttonHeight = phone ? 56 : 72;
  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Text fw={800} fz={phone ? "md" : "xl"} c="seatline.9">
          {store.name}
        </Text>
      </header>
      <main className={classes.content}>{children}</main>
      <footer className={classes.footer}>
        {onBack ? (
          <Button
            variant="default"
            size={phone ? "lg" : "xl"}
            h={buttonHeight}
            px={phone ? "md" : undefined}
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
            size={phone ? "lg" : "xl"}
            h={buttonHeight}
            px={phone ? "md" : undefined}
            // On a phone the word alone: the arrow would cut GET A TICKET short.
            rightSection={phone ? undefined : <IconArrowRight aria-hidden />}
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
