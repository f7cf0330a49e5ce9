import { Button, Group, SegmentedControl, VisuallyHidden } from "@mantine/core";
import { IconLayoutSidebarRight, IconUserPlus } from "@tabler/icons-react";
import type { Density } from "./use-dashboard-layout";

const SEGMENT_STYLES = {
  root: { padding: 0 },
  label: { minHeight: 44, display: "flex", alignItems: "center" },
} as const;

/**
 * Above the list: Add party, on an iPad whether the floor shows beside the list, and (where the table shows) how many
 * rows fit on the screen.
 */
export function DashboardToolbar(props: {
  onAdd: () => void;
  density: Density;
  onDensity: (density: Density) => void;
  showDensity: boolean;
  /** Null where the floor's place is fixed (always beside on a wide screen, the Floor tab on a phone). */
  floor: { on: boolean; onToggle: () => void } | null;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      <Button h={44} leftSection={<IconUserPlus size={18} aria-hidden />} onClick={props.onAdd}>
        Add party
      </Button>
      {props.floor ? (
        <Button
          h={44}
          variant={props.floor.on ? "filled" : "default"}
          aria-pressed={props.floor.on}
          leftSection={<IconLayoutSidebarRight size={18} aria-hidden />}
          onClick={props.floor.onToggle}
        >
          Floor
        </Button>
      ) : null}
      {props.showDensity ? (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <VisuallyHidden component="legend">Row size</VisuallyHidden>
          <SegmentedControl
            // Each choice is itself the 44 px target (the control's padding around it would leave 36).
            styles={SEGMENT_STYLES}
            value={props.density}
            onChange={(v) => props.onDensity(v as Density)}
            data={[
              { value: "line", label: "One line" },
              { value: "compact", label: "Compact" },
              { value: "comfortable", label: "Roomy" },
            ]}
          />
        </fieldset>
      ) : null}
    </Group>
  );
}
