import { Stack, Title } from "@mantine/core";
import type { SeatingChoice } from "@seatline/domain";
import { PartySizeStepper, SeatingChoiceButtons, useT, WaitTimesPanel } from "@seatline/ui";
import type { GuestJoinInfo } from "../api";

export interface PartyStepProps {
  info: GuestJoinInfo;
  partySize: number;
  seating: SeatingChoice;
  onPartySize(size: number): void;
  onSeating(choice: SeatingChoice): void;
}

/** Step 1 (the kiosk's party screen): party size, seating choice when enabled, and the current waits. */
export function PartyStep({ info, partySize, seating, onPartySize, onSeating }: PartyStepProps) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Title order={1} ta="center" fz={24} lh={1.2}>
        {t("How Many People In Your Party?")}
      </Title>
      <PartySizeStepper
        value={partySize}
        onAdd={() => onPartySize(partySize + 1)}
        onRemove={() => onPartySize(partySize - 1)}
      />
      <SeatingChoiceButtons settings={info.seatingOptions} value={seating} onToggle={onSeating} />
      <WaitTimesPanel
        partiesAhead={info.numbers.parties + info.numbers.solo}
        waitTimes={info.waitTimes}
        waitTold={info.waitTold}
        partySize={partySize}
      />
    </Stack>
  );
}
