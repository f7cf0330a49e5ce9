import {
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { compareTableNames, type FloorView, SERVER_NAME_MAX } from "@seatline/domain";
import { useState } from "react";
import type { useSections } from "../../hooks/use-sections";
import type { SectionLook } from "./section-colors";

export interface SectionsDialogProps {
  opened: boolean;
  floor: FloorView;
  looks: ReadonlyMap<number, SectionLook>;
  sections: ReturnType<typeof useSections>;
  onClose: () => void;
}

/**
 * A manager's sections for the shift (docs/product.md#sections-and-rotation): add and remove servers, then choose a
 * server and tap the tables of their section (a table of theirs tapped again leaves it). Each tap is saved at once and
 * shows on every console.
 */
export function SectionsDialog({ opened, floor, looks, sections, onClose }: SectionsDialogProps) {
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<number | null>(null);
  const current = floor.servers.some((s) => s.id === chosen) ? chosen : (floor.servers[0]?.id ?? null);
  const tables = [...floor.tables].sort((a, b) => compareTableNames(a.name, b.name));

  async function add() {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (await sections.addServer(trimmed)) setName("");
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Sections"
      size="lg"
      closeButtonProps={{ "aria-label": "Close", size: 44 }}
    >
      <Stack gap="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Server name"
              value={name}
              maxLength={SERVER_NAME_MAX}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: 1 }}
              size="md"
            />
            <Button type="submit" size="md" loading={sections.busy.has("add")} disabled={!name.trim()}>
              Add server
            </Button>
          </Group>
        </form>
        {floor.servers.length === 0 ? (
          <Text c="dimmed">No servers yet. Add the servers of this shift, then give each their tables.</Text>
        ) : (
          <>
            <Title order={3} fz="h5">
              Choose a server, then tap their tables
            </Title>
            <Group gap="xs" wrap="wrap" role="group" aria-label="Servers">
              {floor.servers.map((s) => (
                <Group key={s.id} gap={4} wrap="nowrap">
                  <Button
                    mih={44}
                    variant={s.id === current ? "filled" : "default"}
                    aria-pressed={s.id === current}
                    style={{ borderLeft: `6px solid ${looks.get(s.id)?.color}` }}
                    onClick={() => setChosen(s.id)}
                  >
                    {s.name}
                  </Button>
                  <Button
                    mih={44}
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${s.name}`}
                    loading={sections.busy.has(`server:${s.id}`)}
                    onClick={() => void sections.removeServer(s.id, s.name)}
                  >
                    Remove
                  </Button>
                </Group>
              ))}
            </Group>
            <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" role="group" aria-label="Tables">
              {tables.map((t) => {
                const look = t.serverId === null ? null : looks.get(t.serverId);
                const mine = t.serverId !== null && t.serverId === current;
                return (
                  <Button
                    key={t.id}
                    mih={56}
                    px={8}
                    variant={mine ? "light" : "default"}
                    aria-pressed={mine}
                    loading={sections.busy.has(`table:${t.id}`)}
                    style={{ borderLeft: `6px solid ${look?.color ?? "transparent"}` }}
                    onClick={() => void sections.assign(mine ? null : current, t.id, t.name)}
                    styles={{ label: { flexDirection: "column", whiteSpace: "normal", lineHeight: 1.2 } }}
                  >
                    {/* Read as "Table 5, Ana's section" (or "Table 5, no section"); seen as "5" over "Ana". */}
                    <VisuallyHidden component="span">
                      {`Table ${t.name}, ${look ? `${look.name}'s section` : "no section"}`}
                    </VisuallyHidden>
                    <span aria-hidden>{t.name}</span>
                    <Text span fz="xs" c="dark.4" aria-hidden>
                      {look?.name ?? "—"}
                    </Text>
                  </Button>
                );
              })}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Modal>
  );
}
