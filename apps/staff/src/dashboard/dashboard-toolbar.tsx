import { Button, Group, SegmentedControl, VisuallyHidden } from "@mantine/core";
import { IconLayoutSidebarRight, IconUserPlus } from "@tabler/icons-react";
import type { Density } from "./use-dashboard-layout";

const SEGMENT_STYLES = {
  root: { padding: 0 },
  label: { minHeight: 44, display: "flex", alignItems: "center" },
} as const;

/**
 * On an iPad, whether the floor shows beside the list. It sits at the end of the search row, which has room to spare;
 * beside Add party it would squeeze the folded summary onto two lines at 1024 px.
 */
export function FloorToggle(props: { on: boolean; onToggle: () => void }) {
  return (
    <Button
      h={44}
      variant={props.on ? "filled" : "default"}
      aria-pressed={props.on}
      leftSection={<IconLayoutSidebarRight size={18} aria-hidden />}
      onClick={props.onToggle}
      style={{ flexShrink: 0 }}
    >
      Floor
    </Button>
  );
}

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
