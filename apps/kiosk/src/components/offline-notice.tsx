import { Box, Text, Title } from "@mantine/core";
import { msg, useT } from "@seatline/ui";
import { IconWifiOff } from "@tabler/icons-react";
import classes from "./kiosk.module.css";
import { usePhoneLayout } from "./use-phone-layout";

export const OFFLINE_MESSAGE = msg("Offline — names are kept and sent when the connection is back");

/**
 * In place of the live numbers while the kiosk is offline (docs/product.md#kiosk): no wait or position is shown that
 * the kiosk cannot know; guests still join (their joins are queued).
 */
export function OfflineNotice({ variant = "panel" }: { variant?: "panel" | "inline" }) {
  const t = useT();
  const phone = usePhoneLayout();
  if (variant === "inline") {
    return (
      <Box role="status" p="md" bg="yellow.0" style={{ borderRadius: 12 }}>
        <Text fz={phone ? "md" : "xl"} fw={600}>
          <IconWifiOff size={22} aria-hidden style={{ verticalAlign: "-4px", marginRight: 8 }} />
          {t(OFFLINE_MESSAGE)}
        </Text>
      </Box>
    );
  }
  return (
    <Box component="aside" aria-labelledby="offline-title" className={classes.waitPanel}>
      <IconWifiOff size={phone ? 32 : 56} aria-hidden />
      <Title id="offline-title" order={2} fz={phone ? 22 : 36}>
        {t("Offline")}
      </Title>
      <Text component="p" role="status" fz={phone ? 17 : 26} fw={700} lh={1.3}>
        {t(OFFLINE_MESSAGE)}
      </Text>
    </Box>
  );
}
