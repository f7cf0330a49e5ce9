import { ActionIcon, Button, Group, Tooltip } from "@mantine/core";
import type { AlertAction } from "@seatline/domain";
import {
  IconBell,
  IconMessage,
  IconNote,
  IconNotes,
  IconPencil,
  IconPhoneCall,
  IconTable,
  IconTrash,
  IconUserCheck,
} from "@tabler/icons-react";
import { RowMoreMenu } from "../dashboard/row-more-menu";

/** Darker than orange.9 so 'Alert Again' on its tinted background keeps 4.5:1 contrast on a hovered row. */
const AGAIN_TEXT = "#9c3508";

export interface RowActionsProps {
  /** Who the row is, for screen readers ("Seat A3 Rivera"). */
  who: string;
  alert: AlertAction;
  hasPhone: boolean;
  hasNote: boolean;
  busy: boolean;
  onAlert: () => void;
  onSeat: () => void;
  /** Seat at a table (the picker); no button without it. */
  onSeatAtTable?: () => void;
  onNote: () => void;
  onDelete: () => void;
  /** Edit the party (name, size, phone…); no edit button without it. */
  onEdit?: () => void;
  /** Text the guest (a walk-in with a phone): in the one-line row's menu, a button on a card; none without it. */
  onText?: () => void;
  /** What delete means, for its tooltip. */
  deleteHint: string;
  /** On a card the buttons wrap onto more lines instead of running off the screen. */
  wrap?: boolean;
  /**
   * One line of row: Alert, Seat and the table picker stay buttons, the note, Edit party and delete go in the
   * row's "More actions" menu.
   */
  oneLine?: boolean;
}

/** Controls keep their size: a squeezed Mantine button cuts its own label ("Alert Agai…"). */
const NO_SHRINK = { flexShrink: 0 } as const;

/**
 * The Action cell: Alert (or Call Name) → Alert Again → disabled 'Alerted 2x', Seat, note and delete; 44 px targets.
 * Alert and Seat stay side by side; the icons follow on the same line when there is room, else together under them.
 */
export function RowActions(props: RowActionsProps) {
  const { who, alert, hasPhone, hasNote, busy } = props;
  const NoteIcon = hasNote ? IconNotes : IconNote;
  const primary = (
    <>
      <Button
        h={44}
        miw={props.wrap ? 140 : props.oneLine ? 100 : 160}
        px="xs"
        style={NO_SHRINK}
        variant={alert.kind === "alert" ? "filled" : "light"}
        color={alert.kind === null ? "gray" : "orange.9"}
        c={alert.kind === "again" ? AGAIN_TEXT : undefined}
        // One-line rows: the words alone ("Call Name" says what the phone icon does), so the names keep the width.
        leftSection={
          props.oneLine ? undefined : hasPhone ? (
            <IconBell size={18} aria-hidden />
          ) : (
            <IconPhoneCall size={18} aria-hidden />
          )
        }
        disabled={alert.kind === null || busy}
        onClick={props.onAlert}
        aria-label={`${alert.label}: ${who}`}
      >
        {alert.label}
      </Button>
      <Button
        h={44}
        px={props.oneLine ? "xs" : "md"}
        miw={props.oneLine ? 64 : undefined}
        style={NO_SHRINK}
        color="seatline"
        leftSection={props.oneLine ? undefined : <IconUserCheck size={18} aria-hidden />}
        disabled={busy}
        onClick={props.onSeat}
        aria-label={`Seat ${who}`}
      >
        Seat
      </Button>
    </>
  );
  const pickTable = props.onSeatAtTable ? (
    <Tooltip label="Seat at table">
      <ActionIcon
        size={44}
        style={NO_SHRINK}
        variant="light"
        color="seatline"
        disabled={busy}
        onClick={props.onSeatAtTable}
        aria-label={`Pick a table: ${who}`}
      >
        <IconTable size={22} aria-hidden />
      </ActionIcon>
    </Tooltip>
  ) : null;
  if (props.oneLine) {
    return (
      <Group gap={6} wrap="nowrap" justify="flex-end">
        {primary}
        {pickTable}
        <RowMoreMenu
          who={who}
          hasNote={hasNote}
          busy={busy}
          onNote={props.onNote}
          onEdit={props.onEdit}
          onText={props.onText}
          onDelete={props.onDelete}
          deleteHint={props.deleteHint}
        />
      </Group>
    );
  }
  const secondary = (
    <>
      {pickTable}
      <Tooltip label={hasNote ? "Edit note" : "Add note"}>
        <ActionIcon
          size={44}
          style={NO_SHRINK}
          variant={hasNote ? "light" : "default"}
          disabled={busy}
          onClick={props.onNote}
          aria-label={`Note: ${who}`}
        >
          <NoteIcon size={22} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {props.onText ? (
        <Tooltip label="Text guest">
          <ActionIcon
            size={44}
            style={NO_SHRINK}
            variant="default"
            disabled={busy}
            onClick={props.onText}
            aria-label={`Text guest: ${who}`}
          >
            <IconMessage size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {props.onEdit ? (
        <Tooltip label="Edit party">
          <ActionIcon
            size={44}
            style={NO_SHRINK}
            variant="default"
            disabled={busy}
            onClick={props.onEdit}
            aria-label={`Edit ${who}`}
          >
            <IconPencil size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label={props.deleteHint}>
        <ActionIcon
          size={44}
          style={NO_SHRINK}
          variant="light"
          color="red"
          disabled={busy}
          onClick={props.onDelete}
          aria-label={`Delete ${who}`}
        >
          <IconTrash size={22} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
  // Two groups, so that when a card (a phone) or the table's Action column (a screen near 1000 px) is too narrow
  // for one line, the icons move under Alert and Seat together instead of one icon wrapping on its own.
  return (
    <Group gap="xs" wrap="wrap" justify={props.wrap ? "flex-start" : "flex-end"} style={{ rowGap: 8 }}>
      <Group gap="xs" wrap="nowrap">
        {primary}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {secondary}
      </Group>
    </Group>
  );
}
