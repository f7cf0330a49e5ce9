import { Box, Text, Title } from "@mantine/core";
import { FIRST_IN_LINE_MESSAGE } from "@seatline/domain";
import { useT } from "@seatline/ui";
import classes from "./kiosk.module.css";
import { usePhoneLayout } from "./use-phone-layout";

export interface CurrentWaitPanelProps {
  parties: number;
  solo: number;
  position: number;
}

function Stat({ value, label, phone }: { value: number; label: string; phone: boolean }) {
  // On a phone the number stands beside its label, so the panel leaves the welcome its room.
  return (
    <div className={phone ? classes.statRow : undefined}>
      <Text component="p" fz={phone ? 30 : 56} fw={800} lh={1}>
        {value}
      </Text>
      <Text component="p" fz={phone ? "sm" : "xl"} fw={600} lh={1.25}>
        {label}
      </Text>
    </div>
  );
}

/**
 * Welcome, left panel (docs/product.md#kiosk): 'Current Wait' with the groups of two or more and the solo diners
 * waiting (each counted once, so together they are everyone ahead) and the guest's position: groups + solo + 1.
 */
export function CurrentWaitPanel({ parties, solo, position }: CurrentWaitPanelProps) {
  const t = useT();
  const phone = usePhoneLayout();
  return (
    <Box component="aside" aria-labelledby="current-wait-title" className={classes.waitPanel}>
      <Title id="current-wait-title" order={2} fz={phone ? 22 : 36}>
        {t("Current Wait")}
      </Title>
      <div className={classes.stats}>
        {/* Not "Total parties": that read as everyone waiting, beside a position that also counted the solo diners. */}
        <Stat
          phone={phone}
          value={parties}
          label={t("{count, plural, one {Group of 2 or more} other {Groups of 2 or more}}", {
            count: parties,
          })}
        />
        <Stat
          phone={phone}
          value={solo}
          label={t("{count, plural, one {Solo diner} other {Solo diners}}", { count: solo })}
        />
      </div>
      <Text component="p" role="status" fz={phone ? 17 : 28} fw={700} lh={1.25}>
        {position <= 1 ? t(FIRST_IN_LINE_MESSAGE) : t("You are position {position} in line!", { position })}
      </Text>
    </Box>
  );
}
