import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconMessage, IconNote, IconNotes, IconPencil, IconTrash } from "@tabler/icons-react";

export interface RowMoreMenuProps {
  /** Who the row is ("A3 Rivera"): the menu's button and each item name the party, as the row's buttons do. */
  who: string;
  hasNote: boolean;
  busy: boolean;
  onNote: () => void;
  /** Edit the party; no item without it (bookings are edited on the Reservations tab). */
  onEdit?: () => void;
  /** Text the guest words of the host's own (a walk-in with a phone); no item without it. */
  onText?: () => void;
  onDelete: () => void;
  /** What delete means, in the item's words. */
  deleteHint: string;
}

/** Each item as tall as every other target on the Dashboard. */
const ITEM_STYLES = { item: { minHeight: 44 }, dropdown: { minWidth: 200 } } as const;

/**
 * A one-line row's less frequent actions behind one 44 px button: the note, Text guest…, Edit party and delete (no show). The items
 * keep the names the roomy rows' buttons have ("Note: A3 Rivera", "Delete A3 Rivera"), so a screen reader hears
 * the same whichever row size the host chose.
 */
export function RowMoreMenu(props: RowMoreMenuProps) {
  const NoteIcon = props.hasNote ? IconNotes : IconNote;
  return (
    <Menu position="bottom-end" withinPortal styles={ITEM_STYLES} disabled={props.busy}>
      <Menu.Target>
        <ActionIcon
          size={44}
          style={{ flexShrink: 0 }}
          variant="default"
          disabled={props.busy}
          aria-label={`More actions: ${props.who}`}
        >
          <IconDots size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<NoteIcon size={18} aria-hidden />}
          onClick={props.onNote}
          aria-label={`Note: ${props.who}`}
        >
          {props.hasNote ? "Edit note" : "Add note"}
        </Menu.Item>
        {props.onText ? (
          <Menu.Item
            leftSection={<IconMessage size={18} aria-hidden />}
            onClick={props.onText}
            aria-label={`Text guest: ${props.who}`}
          >
            Text guest…
          </Menu.Item>
        ) : null}
        {props.onEdit ? (
          <Menu.Item
            leftSection={<IconPencil size={18} aria-hidden />}
            onClick={props.onEdit}
            aria-label={`Edit ${props.who}`}
          >
            Edit party
          </Menu.Item>
        ) : null}
        <Menu.Item
          // Red dark enough for 4.5:1 on the white menu.
          color="red.9"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={props.onDelete}
          aria-label={`Delete ${props.who}`}
        >
          {props.deleteHint}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
