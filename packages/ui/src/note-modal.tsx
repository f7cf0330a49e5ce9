import { Button, Group, Modal, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";

export interface NoteModalProps {
  opened: boolean;
  /** The guest's name: the title reads "Note - {name}". */
  name: string;
  /** The saved note; edits start from it and Cancel or closing restores it. */
  note: string;
  onSave: (note: string) => void;
  onClose: () => void;
  /** True while a save is in flight. */
  saving?: boolean;
}

/** Whether a note may be saved (docs/product.md#validation: Save Note only for text that is not blank after trimming). */
export function isSavableNote(note: string): boolean {
  return note.trim().length > 0;
}

/**
 * Note modal (docs/product.md#notes): title 'Note - {name}', a 4-row 'Customer Note' field (placeholder 'Enter customer note...'),
 * Cancel and Save Note, 400 px wide.
 */
export function NoteModal({ opened, name, note, onSave, onClose, saving = false }: NoteModalProps) {
  const [text, setText] = useState(note);
  useEffect(() => {
    if (opened) setText(note);
  }, [opened, note]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Note - ${name}`}
      size={400}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (isSavableNote(text)) onSave(text.trim());
        }}
      >
        <Textarea
          label="Customer Note"
          placeholder="Enter customer note..."
          rows={4}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isSavableNote(text)} loading={saving}>
            Save Note
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
