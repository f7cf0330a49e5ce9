import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  NAME_MAX,
  NOTE_MAX,
  PARTY_SIZE_MAX,
  type SeatingChoice,
  seatingChoices,
  seatingLabel,
  type WaitlistEntryView,
} from "@seatline/domain";
import { notifyFailure, PhoneInput, serverMessage } from "@seatline/ui";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { partyLabel } from "../hooks/use-walk-in-actions";
import {
  addPartyInput,
  duplicateMessage,
  editChangesSomething,
  editPartyInput,
  emptyParty,
  type PartyFormErrors,
  type PartyFormValues,
  partyFormErrors,
  partyValuesOf,
  QUOTED_WAIT_MAX,
  waitingWithPhone,
} from "./party-form";
import { isDuplicateRefusal, usePartyCalls } from "./use-party-calls";

export type PartyDialogTarget = { kind: "add" } | { kind: "edit"; entry: WaitlistEntryView };

export interface PartyDialogProps {
  opened: boolean;
  target: PartyDialogTarget;
  /** Today's waiting parties, for the duplicate-phone warning. */
  waiting: readonly WaitlistEntryView[] | undefined;
  /** The wait a party of this size would be quoted now (the summary's), if known. */
  expectedWait: (partySize: number) => number | undefined;
  onClose: () => void;
  /** Open the party that already has this phone instead. */
  onOpenParty: (entry: WaitlistEntryView) => void;
  /** After a save: e.g. "Added A12 Rivera." */
  onSaved: (message: string) => void;
}

const seatingData = seatingChoices.map((c) => ({ value: c, label: seatingLabel(c) }));

/** The warning's title: Mantine's orange on the orange tint is about 3.6:1; this dark orange keeps 4.5:1. */
const WARNING_TITLE = "#9c3508";

/** Fields at least 44 px tall (Mantine's md is 42), so a finger on a phone or tablet hits them. */
const TOUCH_FIELD = { input: { minHeight: 44 } };
/** The stepper's box: tall enough for its 44 px buttons inside, the number centred between them. */
const STEPPER_FIELD = {
  input: { minHeight: 52, textAlign: "center", fontSize: 20, fontWeight: 700 },
} as const;
const STEPPER_SECTION = 52;

/**
 * Add party (a call-in or a guest at the stand) and Edit party (a wrong name, size or phone): the kiosk's rules field
 * by field, a quoted wait the host may change, and a warning before adding a phone that is already waiting today.
 */
export function PartyDialog(props: PartyDialogProps) {
  const { opened, target } = props;
  const editing = target.kind === "edit" ? target.entry : null;
  const calls = usePartyCalls();
  const [values, setValues] = useState<PartyFormValues>(emptyParty);
  const [errors, setErrors] = useState<PartyFormErrors>({});
  const [saving, setSaving] = useState(false);
  /** A party already waiting with the phone: from today's list, or the server's refusal. */
  const [duplicate, setDuplicate] = useState<{ message: string; entry: WaitlistEntryView | null } | null>(
    null,
  );

  // A fresh form each time the dialog opens (or switches to another party).
  useEffect(() => {
    if (!opened) return;
    setValues(editing ? partyValuesOf(editing) : emptyParty);
    setErrors({});
    setDuplicate(null);
  }, [opened, editing]);

  const set = <K extends keyof PartyFormValues>(key: K, value: PartyFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
    if (key === "phone") setDuplicate(null);
  };

  const size = typeof values.partySize === "number" ? values.partySize : 0;
  const expected = size >= 1 ? props.expectedWait(size) : undefined;

  const submit = async (allowDuplicate: boolean) => {
    const found = partyFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!allowDuplicate) {
      const other = waitingWithPhone(props.waiting, values.phone, editing?.id);
      if (other) {
        setDuplicate({ message: duplicateMessage(other), entry: other });
        return;
      }
    }
    setSaving(true);
    try {
      if (editing) {
        const input = editPartyInput(editing.id, partyValuesOf(editing), values);
        if (editChangesSomething(input)) {
          const saved = await calls.edit(input);
          props.onSaved(`Saved ${partyLabel(saved)}.`);
        }
      } else {
        const saved = await calls.add(addPartyInput(values, allowDuplicate));
        props.onSaved(`Added ${partyLabel(saved)}.`);
      }
      props.onClose();
    } catch (error) {
      if (!editing && isDuplicateRefusal(error)) {
        const entry = waitingWithPhone(props.waiting, values.phone) ?? null;
        setDuplicate({ message: serverMessage(error) ?? "This phone is already waiting.", entry });
      } else {
        notifyFailure(
          error,
          editing
            ? `Failed to save ${partyLabel(editing)}. Please try again.`
            : "Failed to add the party. Please try again.",
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={editing ? `Edit party - ${partyLabel(editing)}` : "Add party"}
      size="md"
      centered
      closeButtonProps={{ "aria-label": "Close", size: 44 }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(false);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            maxLength={NAME_MAX}
            value={values.name}
            onChange={(e) => set("name", e.currentTarget.value)}
            error={errors.name}
            size="md"
            styles={TOUCH_FIELD}
            data-autofocus
          />
          {/* Side by side from a small tablet up; stacked on a phone, where "First Available" would be cut. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            {/*
              A stepper by touch: − and + of 44 px either side of the number (the number box's own arrows were 27x20);
              typing still works, within the same limits.
            */}
            <NumberInput
              label="Party size"
              required
              min={1}
              max={PARTY_SIZE_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={values.partySize}
              onChange={(v) => set("partySize", typeof v === "number" ? v : v === "" ? "" : Number(v))}
              error={errors.partySize}
              size="md"
              styles={STEPPER_FIELD}
              hideControls
              leftSectionWidth={STEPPER_SECTION}
              leftSectionPointerEvents="all"
              leftSection={
                <ActionIcon
                  size={44}
                  variant="default"
                  aria-label="One person fewer"
                  disabled={typeof values.partySize !== "number" || values.partySize <= 1}
                  onClick={() => set("partySize", Math.max(1, Number(values.partySize) - 1))}
                >
                  <IconMinus size={20} aria-hidden />
                </ActionIcon>
              }
              rightSectionWidth={STEPPER_SECTION}
              rightSectionPointerEvents="all"
              rightSection={
                <ActionIcon
                  size={44}
                  variant="default"
                  aria-label="One person more"
                  disabled={typeof values.partySize === "number" && values.partySize >= PARTY_SIZE_MAX}
                  onClick={() =>
                    set("partySize", Math.min(PARTY_SIZE_MAX, (Number(values.partySize) || 0) + 1))
                  }
                >
                  <IconPlus size={20} aria-hidden />
                </ActionIcon>
              }
            />
            <NativeSelect
              label="Seating"
              data={seatingData}
              value={values.seating}
              onChange={(e) => set("seating", e.currentTarget.value as SeatingChoice)}
              size="md"
              styles={TOUCH_FIELD}
            />
          </SimpleGrid>
          <PhoneInput
            label="Phone (optional)"
            description="For the table-ready text. Without one, the host calls the name."
            value={values.phone}
            onChange={(digits) => set("phone", digits)}
            error={errors.phone}
            size="md"
            styles={TOUCH_FIELD}
          />
          {duplicate ? (
            <Alert
              color="orange"
              title="Already waiting"
              data-testid="duplicate-warning"
              styles={{ title: { color: WARNING_TITLE } }}
            >
              <Stack gap="xs" align="flex-start">
                {duplicate.message}
                <Group gap="xs">
                  {duplicate.entry ? (
                    <Button
                      variant="default"
                      h={44}
                      onClick={() => duplicate.entry && props.onOpenParty(duplicate.entry)}
                    >
                      Open {duplicate.entry.name}
                    </Button>
                  ) : null}
                  {editing ? null : (
                    <Button color="orange.9" h={44} loading={saving} onClick={() => void submit(true)}>
                      Add anyway
                    </Button>
                  )}
                </Group>
              </Stack>
            </Alert>
          ) : null}
          <NumberInput
            label="Quoted wait (min)"
            description={
              editing
                ? "What the guest was told. Change it if you told them something else."
                : expected === undefined
                  ? "Leave blank to quote the expected wait."
                  : `Leave blank to quote the expected wait: ${expected} min now.`
            }
            placeholder={expected === undefined ? undefined : String(expected)}
            min={0}
            max={QUOTED_WAIT_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={values.quotedWait}
            onChange={(v) => set("quotedWait", typeof v === "number" ? v : v === "" ? "" : Number(v))}
            error={errors.quotedWait}
            size="md"
            styles={TOUCH_FIELD}
          />
          <Textarea
            label="Note (optional)"
            maxLength={NOTE_MAX}
            autosize
            minRows={2}
            maxRows={6}
            value={values.note}
            onChange={(e) => set("note", e.currentTarget.value)}
            error={errors.note}
            size="md"
          />
          {/* Kept in view while the form scrolls (a duplicate-phone warning pushed them below the fold at 1024x768). */}
          <Group
            justify="flex-end"
            gap="sm"
            mt="xs"
            py="xs"
            style={{ position: "sticky", bottom: 0, zIndex: 1, background: "var(--mantine-color-body)" }}
          >
            <Button variant="default" h={44} onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" h={44} loading={saving}>
              {editing ? "Save" : "Add party"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
