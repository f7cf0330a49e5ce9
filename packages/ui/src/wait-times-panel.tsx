import {
  Group,
  type MantineRadius,
  type MantineShadow,
  type MantineSize,
  type MantineSpacing,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  msg,
  type QuoteTold,
  toldWaitMessage,
  type WaitGroup,
  type WaitTimes,
  waitGroupLabels,
  waitGroupOf,
  waitGroups,
} from "@seatline/domain";
import { useT } from "./i18n/i18n-context";

export type WaitTimesPanelSize = "md" | "lg";

export interface WaitTimesPanelProps {
  /** Parties waiting ahead of the guest (parties + solo). */
  partiesAhead: number;
  waitTimes: WaitTimes;
  /** What each group's wait tells (over two hours, no table takes it); minutes when absent. */
  waitTold?: Record<WaitGroup, QuoteTold>;
  /** The guest's party size: its group is highlighted. */
  partySize: number;
  /** "md" for phones (guest pages), "lg" for the kiosk tablet. */
  size?: WaitTimesPanelSize;
  /** "inline": title and parties ahead on one row; "stacked": one under the other. */
  layout?: "inline" | "stacked";
  /** The text before the number of parties ahead. */
  partiesAheadLabel?: string;
}

interface PanelSize {
  paper: {
    px: MantineSpacing;
    py: MantineSpacing;
    radius: MantineRadius | undefined;
    shadow: MantineShadow | undefined;
  };
  gap: MantineSpacing | number;
  titleFz: string;
  aheadFz: MantineSize;
  listGap: number;
  row: { px: MantineSpacing; py: number; radius: MantineSize; fz: MantineSize };
}

const sizes: Record<WaitTimesPanelSize, PanelSize> = {
  md: {
    paper: { px: "sm", py: "xs", radius: undefined, shadow: undefined },
    gap: 6,
    titleFz: "md",
    aheadFz: "sm",
    listGap: 2,
    row: { px: "sm", py: 2, radius: "sm", fz: "sm" },
  },
  lg: {
    paper: { px: "lg", py: "lg", radius: "lg", shadow: "xs" },
    gap: "sm",
    titleFz: "h3",
    aheadFz: "xl",
    listGap: 6,
    row: { px: "md", py: 8, radius: "md", fz: "lg" },
  },
};

/** Party step (docs/product.md#kiosk): parties ahead and the current wait in minutes for parties of 1, 2, 3-4 and 5+. */
export function WaitTimesPanel({
  partiesAhead,
  waitTimes,
  waitTold,
  partySize,
  size = "md",
  layout = "inline",
  partiesAheadLabel = msg("Parties ahead:"),
}: WaitTimesPanelProps) {
  const t = useT();
  const mine = partySize >= 1 ? waitGroupOf(partySize) : null;
  const toldText = (told: QuoteTold, minutes: number) => {
    const m = toldWaitMessage(told, minutes);
    return t(m.message, m.values);
  };
  const s = sizes[size];
  const title = (
    <Title id="wait-times-title" order={2} fz={s.titleFz}>
      {t("Current Wait Times")}
    </Title>
  );
  const ahead = (
    <Text fz={s.aheadFz}>
      {t(partiesAheadLabel)} <strong>{partiesAhead}</strong>
    </Text>
  );
  return (
    <Paper component="section" aria-labelledby="wait-times-title" withBorder {...s.paper}>
      <Stack gap={s.gap}>
        {layout === "inline" ? (
          <Group justify="space-between" align="baseline">
            {title}
            {ahead}
          </Group>
        ) : (
          <>
            {title}
            {ahead}
          </>
        )}
        <Stack gap={s.listGap} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {waitGroups.map((group) => (
            <Group
              key={group}
              component="li"
              justify="space-between"
              px={s.row.px}
              py={s.row.py}
              bg={group === mine ? "seatline.0" : undefined}
              fw={group === mine ? 700 : 400}
              style={{ borderRadius: `var(--mantine-radius-${s.row.radius})` }}
              aria-current={group === mine ? "true" : undefined}
            >
              <Text fz={s.row.fz} fw="inherit">
                {t(waitGroupLabels[group])}
              </Text>
              <Text fz={s.row.fz} fw="inherit">
                {toldText(waitTold?.[group] ?? "minutes", waitTimes[`${group}_wait`])}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
