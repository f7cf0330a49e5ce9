import { Button, Group, SegmentedControl, VisuallyHidden } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import type { Density } from "./use-dashboard-layout";

/** Above the list: Add party, and (where the table shows) how many rows fit on the screen. */
export function DashboardToolbar(props: {
  onAdd: () => void;
  density: Density;
  onDensity: (density: Density) => void;
  showDensity: boolean;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Button h={44} leftSection={<IconUserPlus size={18} aria-hidden />} onClick={props.onAdd}>
        Add party
      </Button>
      {props.showDensity ? (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <VisuallyHidden component="legend">Row size</VisuallyHidden>
          <SegmentedControl
            h={44}
            value={props.density}
            onChange={(v) => props.onDensity(v as Density)}
            data={[
              { value: "comfortable", label: "Roomy" },
              { value: "compact", label: "Compact" },
            ]}
          />
        </fieldset>
      ) : null}
    </Group>
  );
}
