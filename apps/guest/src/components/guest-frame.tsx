import { Button, Group, Text } from "@mantine/core";
import { PageLanguageSwitch, useT } from "@seatline/ui";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface GuestFrameProps {
  storeName: string;
  /** What this page is, shown beside the store's name (e.g. "Join the waitlist"). */
  subtitle?: string;
  children?: ReactNode;
  /** BACK (omit for none). */
  onBack?: () => void;
  /** The forward button (NEXT or GET A TICKET). */
  next?: { label: string; onClick: () => void; disabled?: boolean; loading?: boolean };
  /** The store's name is the page's h1 (a page with no heading of its own, e.g. the booking page). */
  storeNameHeading?: boolean;
}

/** A phone-sized page: the store's name on top, the content, and BACK / the forward button kept at the bottom. */
export function GuestFrame({
  storeName,
  subtitle,
  children,
  onBack,
  next,
  storeNameHeading,
}: GuestFrameProps) {
  const t = useT();
  return (
    <div className="guest-frame">
      <header className="guest-header">
        <Text
          component={storeNameHeading ? "h1" : "p"}
          m={0}
          fw={800}
          fz="lg"
          lh={1.3}
          c="seatline.9"
          lineClamp={1}
        >
          {storeName}
        </Text>
        <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
          {subtitle ? (
            <Text fz="sm" lh={1.3} c="dimmed">
              {t(subtitle)}
            </Text>
          ) : (
            <span />
          )}
          <PageLanguageSwitch />
        </Group>
      </header>
      <main className="guest-content">{children}</main>
      {onBack || next ? (
        <footer className="guest-footer">
          {onBack ? (
            <Button
              variant="default"
              size="lg"
              fz="md"
              px="md"
              leftSection={<IconArrowLeft aria-hidden size={20} />}
              onClick={onBack}
            >
              {t("BACK")}
            </Button>
          ) : (
            <span />
          )}
          {next ? (
            <Button
              size="lg"
              fz="md"
              px="md"
              fullWidth
              rightSection={<IconArrowRight aria-hidden size={20} />}
              disabled={next.disabled}
              loading={next.loading}
              onClick={next.onClick}
            >
              {t(next.label)}
            </Button>
          ) : null}
        </footer>
      ) : null}
    </div>
  );
}
