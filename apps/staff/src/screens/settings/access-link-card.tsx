import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { type AccessLink, formatLongDate, reservationMessages } from "@seatline/domain";
import { QrDownload } from "@seatline/ui";
import { IconTrash, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { CopyLinkButton } from "./copy-link-button";
import { publicPageUrl } from "./public-link";

export interface AccessLinkCardProps {
  link: AccessLink;
  companySlug: string;
  storeSlug: string;
  today: string;
  busy: boolean;
  onAddDate: (date: string) => Promise<unknown>;
  onRemoveDate: (date: string) => void;
  onDelete: () => void;
}

/** One special access link: its URL, sorted access dates with add and remove, QR download, delete. */
export function AccessLinkCard(props: AccessLinkCardProps) {
  const { link, companySlug, storeSlug, today, busy } = props;
  const [date, setDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const url = publicPageUrl(companySlug, storeSlug, link.linkCode);
  const days = [...link.accessDays].sort();

  const addDate = async () => {
    if (!date) {
      setError(reservationMessages.accessDate);
      return;
    }
    try {
      await props.onAddDate(date.slice(0, 10));
      setDate(null);
    } catch {
      // The failure is shown by the caller.
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={`Access link ${link.linkCode}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} fz="lg">
              {link.linkCode}
            </Text>
            <Badge variant="light" color={days.length > 0 ? "seatline" : "gray"}>
              {days.length > 0
                ? `${days.length} ${days.length === 1 ? "date" : "dates"}`
                : "Any bookable date"}
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Anchor href={url} target="_blank" rel="noreferrer" fz="sm" style={{ wordBreak: "break-all" }}>
              {url}
            </Anchor>
            <CopyLinkButton text={url} />
          </Group>
          <Group
            gap={6}
            component="ul"
            aria-label={`Access dates of ${link.linkCode}`}
            style={{ listStyle: "none", padding: 0, margin: 0 }}
          >
            {days.map((d) => (
              <Badge
                key={d}
                component="li"
                size="lg"
                variant="outline"
                pr={3}
                rightSection={
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    radius="xl"
                    aria-label={`Remove access date ${formatLongDate(d)}`}
                    disabled={busy}
                    onClick={() => props.onRemoveDate(d)}
                  >
                    <IconX aria-hidden size={14} />
                  </ActionIcon>
                }
              >
                {d}
              </Badge>
            ))}
          </Group>
          <Group align="flex-start" gap="xs">
            <DatePickerInput
              label="Access date"
              minDate={today}
              previousLabel="Previous month"
              nextLabel="Next month"
              value={date}
              onChange={(d) => {
                setDate(d);
                setError(null);
              }}
              error={error}
              clearable
              w={200}
            />
            <Button mt={25} variant="light" loading={busy} onClick={addDate}>
              Add Date
            </Button>
          </Group>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <QrDownload value={url} fileName={link.linkCode} displaySize={0} buttonLabel="Download QR Code" />
          <Tooltip label="Delete this link">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash aria-hidden size={18} />}
              disabled={busy}
              onClick={props.onDelete}
            >
              Delete Link
            </Button>
          </Tooltip>
        </Stack>
      </Group>
    </Paper>
  );
}
