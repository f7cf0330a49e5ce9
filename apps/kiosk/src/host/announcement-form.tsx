import { Button, Group, Stack, Textarea } from "@mantine/core";
import { ANNOUNCEMENT_MAX } from "@seatline/domain";
import { type FormEvent, useState } from "react";
import { SectionCard } from "./section-card";

export interface AnnouncementFormProps {
  saved: string;
  saving: boolean;
  onSave(announcement: string, onSaved: () => void): void;
}

/** Host screen (docs/product.md#kiosk): the announcement shown on the welcome screen; Save only when it changed. */
export function AnnouncementForm({ saved, saving, onSave }: AnnouncementFormProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? saved;
  const changed = draft !== null && draft.trim() !== saved.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changed && !saving) onSave(value.trim(), () => setDraft(null));
  };

  return (
    <SectionCard id="announcement-title" title="Announcement">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Textarea
            label="Announcement to the home screen"
            placeholder="No announcement"
            autosize
            minRows={2}
            maxRows={3}
            maxLength={ANNOUNCEMENT_MAX}
            value={value}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" size="lg" disabled={!changed} loading={saving && changed}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
