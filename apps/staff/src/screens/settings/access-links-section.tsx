import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { linkCodeRefusal, storeDate } from "@seatline/domain";
import { notifyFailure, Spinner, useSession, useTRPC } from "@seatline/ui";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AccessLinkCard } from "./access-link-card";
import {
  ADD_ACCESS_DATE_FAILED,
  CREATE_LINK_FAILED,
  DELETE_LINK_FAILED,
  loadLinksFailed,
  REMOVE_ACCESS_DATE_FAILED,
} from "./settings-messages";
import { SettingsSection } from "./settings-section";

/** Special Access Links (docs/product.md#settings, #validation): list, a create form that toggles open, dates per link, delete. */
export function AccessLinksSection() {
  const { company, store } = useSession();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const today = storeDate(store.timezone, new Date());
  const listKey = trpc.reservations.accessLinks.list.queryKey();
  const list = useQuery(trpc.reservations.accessLinks.list.queryOptions());
  const config = useQuery(trpc.reservations.config.get.queryOptions());
  const companySlug = config.data?.companySlug ?? company.slug;
  const storeSlug = config.data?.storeSlug ?? store.slug;

  const [creating, setCreating] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busyLink, setBusyLink] = useState<string | null>(null);

  const refetch = () => queryClient.invalidateQueries({ queryKey: listKey });
  // docs/product.md#settings: date changes update the local list after success; create and delete refetch.
  const replaceLocal = (link: { uuid: string; linkCode: string; accessDays: string[] }) =>
    queryClient.setQueryData(listKey, (old) => old?.map((l) => (l.uuid === link.uuid ? link : l)));

  const create = useMutation(
    trpc.reservations.accessLinks.create.mutationOptions({
      onSuccess: () => {
        setCode("");
        setCreating(false);
        void refetch();
      },
      onError: (e) => notifyFailure(e, CREATE_LINK_FAILED),
    }),
  );
  const addDate = useMutation(trpc.reservations.accessLinks.addDate.mutationOptions());
  const removeDate = useMutation(trpc.reservations.accessLinks.removeDate.mutationOptions());
  const remove = useMutation(trpc.reservations.accessLinks.delete.mutationOptions());

  const tracked = async <T,>(uuid: string, work: () => Promise<T>, failure: string): Promise<T> => {
    setBusyLink(uuid);
    try {
      return await work();
    } catch (e) {
      notifyFailure(e, failure);
      throw e;
    } finally {
      setBusyLink(null);
    }
  };

  const submitCode = () => {
    const refusal = linkCodeRefusal(
      code,
      (list.data ?? []).map((l) => l.linkCode),
    );
    setCodeError(refusal);
    if (!refusal) create.mutate({ linkCode: code.trim() });
  };

  let body: React.ReactNode;
  if (list.isPending) body = <Spinner size="sm" label="Loading special access links" />;
  else if (list.error)
    body = (
      <Alert color="red" title="Special access links" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{loadLinksFailed(list.error.message)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  else if (list.data.length === 0)
    body = (
      <Text c="dimmed" fz="sm">
        No special access links yet. Create one to share a booking page limited to chosen dates.
      </Text>
    );
  else
    body = (
      <Stack
        gap="sm"
        component="ul"
        aria-label="Special access links"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {list.data.map((link) => (
          <AccessLinkCard
            key={link.uuid}
            link={link}
            companySlug={companySlug}
            storeSlug={storeSlug}
            today={today}
            busy={busyLink === link.uuid}
            onAddDate={(date) =>
              tracked(
                link.uuid,
                () => addDate.mutateAsync({ uuid: link.uuid, date }),
                ADD_ACCESS_DATE_FAILED,
              ).then(replaceLocal)
            }
            onRemoveDate={(date) =>
              void tracked(
                link.uuid,
                () => removeDate.mutateAsync({ uuid: link.uuid, date }),
                REMOVE_ACCESS_DATE_FAILED,
              )
                .then(replaceLocal)
                .catch(() => {})
            }
            onDelete={() =>
              void tracked(link.uuid, () => remove.mutateAsync({ uuid: link.uuid }), DELETE_LINK_FAILED)
                .then(refetch)
                .catch(() => {})
            }
          />
        ))}
      </Stack>
    );

  return (
    <SettingsSection
      title="Special Access Links"
      aside={
        <Button
          variant={creating ? "default" : "filled"}
          leftSection={<IconPlus aria-hidden size={18} />}
          aria-expanded={creating}
          onClick={() => setCreating((open) => !open)}
        >
          New Access Link
        </Button>
      }
    >
      {creating ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submitCode();
          }}
        >
          <Group align="flex-start" gap="xs">
            <TextInput
              label="Link code"
              placeholder="e.g. VIP-DINNER"
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setCodeError(null);
              }}
              error={codeError}
              w={280}
              data-autofocus
              autoFocus
            />
            <Button type="submit" mt={25} loading={create.isPending}>
              Create Link
            </Button>
            <Button
              mt={25}
              variant="default"
              onClick={() => {
                setCode("");
                setCodeError(null);
                setCreating(false);
              }}
            >
              Cancel
            </Button>
          </Group>
        </form>
      ) : null}
      {body}
    </SettingsSection>
  );
}
