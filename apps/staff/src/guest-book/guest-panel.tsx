import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Divider,
  Drawer,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  formatPhone,
  GUEST_NOTE_MAX,
  GUEST_TAG_MAX,
  type GuestFavourites,
  type GuestProfileView,
  type GuestTagKind,
  guestTagKindLabels,
  guestTagKinds,
  roleAllows,
  tagNeedsDetail,
} from "@seatline/domain";
import { notifyFailure, Spinner, useSession, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

export const GUEST_SAVE_FAILED = "Failed to save to the guest book. Please try again.";

const kindOptions = guestTagKinds.map((k) => ({ value: k, label: guestTagKindLabels[k] }));

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

const times = (n: number) => `${n} ${n === 1 ? "time" : "times"}`;

/** "Indoor (4 times)", or a dash before the guest sat at a table. */
function favouriteArea({ area }: GuestFavourites): string {
  return area ? `${area.name} (${times(area.visits)})` : "—";
}

/** "Table 5 · Indoor (2 times)", with the store when the guest has sat at several. */
function favouriteTable({ table }: GuestFavourites): string {
  if (!table) return "—";
  const where = table.store ? `${table.area}, ${table.store}` : table.area;
  return `Table ${table.name} · ${where} (${times(table.visits)})`;
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="lg" fw={700} data-testid={`guest-figure-${label.toLowerCase().replace(/\s+/g, "-")}`}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The guest's profile beside the list (docs/product.md#guest-book): figures at every store of the company, tags
 * (allergy and accessibility marked sensitive), notes with who wrote them and when, add a tag or a note, and merge
 * another profile of the same guest (found by name or phone) into this one.
 */
export function GuestPanel({
  profileId,
  opened,
  onClose,
  onOpenProfile,
}: {
  profileId: number | null;
  opened: boolean;
  onClose: () => void;
  onOpenProfile: (id: number) => void;
}) {
  const trpc = useTRPC();
  const profile = useQuery({
    ...trpc.guestBook.profile.queryOptions({ profileId: profileId ?? 0 }),
    enabled: opened && profileId !== null,
  });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={
        <Title order={2} fz="xl">
          Guest
        </Title>
      }
      closeButtonProps={{ "aria-label": "Close the guest's profile", size: 44 }}
      data-testid="guest-panel"
    >
      {profile.isPending ? (
        <Spinner label="Loading the guest" />
      ) : profile.isError ? (
        <Alert color="red" title="Could not load the guest">
          {profile.error.message}
        </Alert>
      ) : (
        <GuestProfileBody guest={profile.data} onOpenProfile={onOpenProfile} />
      )}
    </Drawer>
  );
}

function GuestProfileBody({
  guest,
  onOpenProfile,
}: {
  guest: GuestProfileView;
  onOpenProfile: (id: number) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saved = (next: GuestProfileView) => {
    queryClient.setQueryData(trpc.guestBook.profile.queryKey({ profileId: next.id }), next);
    // The rows' badges carry the tags and figures too.
    void queryClient.invalidateQueries({ queryKey: trpc.waitlist.list.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
  };
  const onError = (error: unknown) => notifyFailure(error, GUEST_SAVE_FAILED);
  const addTag = useMutation(trpc.guestBook.addTag.mutationOptions({ onSuccess: saved, onError }));
  const removeTag = useMutation(trpc.guestBook.removeTag.mutationOptions({ onSuccess: saved, onError }));
  const addNote = useMutation(trpc.guestBook.addNote.mutationOptions({ onSuccess: saved, onError }));
  const merge = useMutation(trpc.guestBook.merge.mutationOptions({ onSuccess: saved, onError }));

  const [kind, setKind] = useState<GuestTagKind>("vip");
  const [detail, setDetail] = useState("");
  const [note, setNote] = useState("");
  const [query, setQuery] = useState("");
  const [confirmMerge, setConfirmMerge] = useState<number | null>(null);
  // Merging is a manager's (docs/product.md#staff-roles); a host still finds and opens the other profile.
  const canMerge = roleAllows(useSession().user.role ?? "host", "manager");
  const search = useQuery({
    ...trpc.guestBook.search.queryOptions({ query: query.trim() }),
    enabled: query.trim().length >= 2,
  });
  const f = guest.figures;
  const others = (search.data ?? []).filter((g) => g.id !== guest.id);

  return (
    <Stack gap="md" data-testid="guest-profile">
      <Stack gap={0}>
        <Text fz="xl" fw={800} data-testid="guest-profile-name" style={{ overflowWrap: "anywhere" }}>
          {guest.name || "Guest"}
        </Text>
        <Text c="dimmed">
          {formatPhone(guest.phone)}
          {guest.email ? ` · ${guest.email}` : ""}
        </Text>
      </Stack>
      <SimpleGrid cols={3} spacing="sm">
        <Figure label="Visits" value={f.visits} />
        <Figure label="Covers" value={f.covers} />
        <Figure label="Last visit" value={f.lastVisit ?? "—"} />
        <Figure label="No-shows" value={f.noShows} />
        <Figure label="Late cancels" value={f.lateCancels} />
        <Figure label="Average wait" value={f.averageWait === null ? "—" : `${f.averageWait} min`} />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <Figure label="Favourite area" value={favouriteArea(guest.favourites)} />
        <Figure label="Favourite table" value={favouriteTable(guest.favourites)} />
      </SimpleGrid>

      <Divider label="Tags" labelPosition="left" />
      <Group gap="xs" data-testid="guest-tags">
        {guest.tags.length === 0 ? <Text c="dimmed">No tags yet.</Text> : null}
        {guest.tags.map((t) => (
          <Group key={t.id} gap={2} wrap="nowrap">
            <Badge
              size="lg"
              color={t.sensitive ? "red" : "seatline"}
              variant={t.sensitive ? "filled" : "light"}
              title={t.author ? `Added by ${t.author}, ${when(t.createdAt)}` : when(t.createdAt)}
            >
              {t.text}
              {t.sensitive ? " (sensitive)" : ""}
            </Badge>
            <CloseButton
              size={44}
              aria-label={`Remove tag ${t.text}`}
              onClick={() => removeTag.mutate({ profileId: guest.id, tagId: t.id })}
            />
          </Group>
        ))}
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          addTag.mutate(
            { profileId: guest.id, kind, detail: detail.trim() },
            { onSuccess: () => setDetail("") },
          );
        }}
      >
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Select
            label="Tag"
            data={kindOptions}
            value={kind}
            onChange={(v) => v && setKind(v as GuestTagKind)}
            allowDeselect={false}
            w={170}
            size="md"
          />
          <TextInput
            label={tagNeedsDetail(kind) ? "Words" : "Details (optional)"}
            value={detail}
            onChange={(e) => setDetail(e.currentTarget.value)}
            maxLength={GUEST_TAG_MAX}
            style={{ flex: "1 1 140px" }}
            size="md"
          />
          <Button
            type="submit"
            h={44}
            loading={addTag.isPending}
            disabled={tagNeedsDetail(kind) && !detail.trim()}
          >
            Add tag
          </Button>
        </Group>
      </form>

      <Divider label="Notes" labelPosition="left" />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          addNote.mutate({ profileId: guest.id, body: note.trim() }, { onSuccess: () => setNote("") });
        }}
      >
        <Stack gap="xs">
          <Textarea
            label="New note"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={GUEST_NOTE_MAX}
            autosize
            minRows={2}
            size="md"
          />
          <Button
            type="submit"
            h={44}
            loading={addNote.isPending}
            disabled={!note.trim()}
            style={{ alignSelf: "flex-end" }}
          >
            Add note
          </Button>
        </Stack>
      </form>
      <Stack gap="xs" data-testid="guest-notes">
        {guest.notes.map((n) => (
          <Stack key={n.id} gap={0}>
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{n.body}</Text>
            <Text fz="xs" c="dimmed">
              {n.author ?? "A former staff member"} · {when(n.createdAt)}
            </Text>
          </Stack>
        ))}
      </Stack>

      <Divider label="Same guest, another phone?" labelPosition="left" />
      <TextInput
        label="Find by name or phone"
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setConfirmMerge(null);
        }}
        size="md"
      />
      <Stack gap="xs" data-testid="guest-search-results">
        {others.map((g) => (
          <Group key={g.id} justify="space-between" wrap="nowrap">
            <Stack gap={0} miw={0}>
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {g.name || "Guest"}
              </Text>
              <Text fz="sm" c="dimmed">
                {formatPhone(g.phone)}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button h={44} variant="default" onClick={() => onOpenProfile(g.id)}>
                Open
              </Button>
              {!canMerge ? null : confirmMerge === g.id ? (
                <Button
                  h={44}
                  color="red"
                  loading={merge.isPending}
                  onClick={() =>
                    merge.mutate(
                      { keepId: guest.id, mergeId: g.id },
                      {
                        onSuccess: () => {
                          setConfirmMerge(null);
                          setQuery("");
                        },
                      },
                    )
                  }
                >
                  Confirm merge
                </Button>
              ) : (
                <Button h={44} variant="light" onClick={() => setConfirmMerge(g.id)}>
                  Merge here
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
