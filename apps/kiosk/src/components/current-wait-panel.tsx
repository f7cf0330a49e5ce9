import { Box, Text, Title } from "@mantine/core";
import { FIRST_IN_LINE_MESSAGE } from "@seatline/domain";
import { useT } from "@seatline/ui";
import classes from "./kiosk.module.css";

export interface CurrentWaitPanelProps {
  parties: number;
  solo: number;
  position: number;
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <Text component="p" fz={56} fw={800} lh={1}>
        {value}
      </Text>
      <Text component="p" fz="xl" fw={600}>
        {label}
      </Text>
    </div>
  );
}

/** Welcome, left panel (docs/product.md#kiosk): 'Current Wait' with total parties, solo diners and the guest's position. */
export function CurrentWaitPanel({ parties, solo, position }: CurrentWaitPanelProps) {
  const t = useT();
  return (
    <Box component="aside" aria-labelledby="current-wait-title" className={classes.waitPanel}>
      <Title id="current-wait-title" order={2} fz={36}>
        {t("Current Wait")}
      </Title>
      <div className={classes.stats}>
        <Stat value={parties} label={t("Total parties")} />
        <Stat value={solo} label={t("Solo diners")} />
      </div>
      <Text component="p" role="status" fz={28} fw={700} lh={1.25}>
        {position <= 1 ? t(FIRST_IN_LINE_MESSAGE) : t("You are position {position} in line!", { position })}
      </Text>
    </Box>
  );
}
