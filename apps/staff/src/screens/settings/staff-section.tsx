import {
  Alert,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { type StaffRole, staffRoleLabels, staffRoles } from "@seatline/domain";
import { Spinner, serverMessage, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { CopyLinkButton } from "./copy-link-button";
import { DeactivateMember } from "./deactivate-member";
import { SettingsSection } from "./settings-section";

const roleOptions = staffRoles.map((r) => ({ value: r, label: staffRoleLabels[r] }));
const field = { input: { minHeight: 44, height: 44 } } as const;

/**
 * docs/product.md#staff-accounts (owners only): the store's members and their roles, invitations by link (each can
 * get a new link or be revoked), signing a member out everywhere (which ends their stand PIN too), and deactivating a
 * member who left. Seatline sends no e-mail, so a new invitation's link is shown here to copy.
 */
export function StaffSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const staff = useQuery(trpc.staff.list.queryOptions());
  const invites = useQuery(trpc.staff.invites.queryOptions());
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("host");
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.staff.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.staff.invites.queryKey() });
  };
  const failed = (error: unknown) => {
    setNotice(null);
    setProblem(serverMessage(error) ?? "Could not save. Please try again.");
  };

  const invite = useMutation(
    trpc.staff.invite.mutationOptions({
      onSuccess: (made) => {
        setLink({ email: made.email, url: made.inviteUrl });
        setEmail("");
        setProblem(null);
        refresh();
      },
      onError: failed,
    }),
  );
  const changeRole = useMutation(
    trpc.staff.changeRole.mutationOptions({
      onSuccess: () => {
        setProblem(null);
        setNotice("Role changed. It applies to their next action.");
        refresh();
      },
      onError: (e) => {
        failed(e);
        refresh();
      },
    }),
  );
  const revoke = useMutation(
    trpc.staff.revokeSessions.mutationOptions({
      onSuccess: (r) => {
        setProblem(null);
        setNotice(
          `Signed out on every device (${r.revoked} ${r.revoked === 1 ? "session" : "sessions"}); their stand PIN ended.`,
        );
        refresh();
      },
      onError: failed,
    }),
  );

  const revokeInvite = useMutation(
    trpc.staff.revokeInvite.mutationOptions({
      onSuccess: () => {
        setProblem(null);
        setLink(null);
        setNotice("Invitation revoked. Its link no longer works.");
        refresh();
      },
      onError: failed,
    }),
  );

  const onInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    setLink(null);
    invite.mutate({ email, role });
  };

  return (
    <SettingsSection title="Staff">
      <Text fz="sm" c="dimmed">
        Hosts run the door (the line, reservations, texts). Managers also change these settings and read
        Reports. Owners also export data, erase guests, read the audit log and manage staff.
      </Text>
      {staff.isPending ? (
        <Spinner size="sm" label="Loading staff" />
      ) : staff.isError ? (
        <Alert color="red">{staff.error.message}</Alert>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label="Staff accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.data.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <Text fw={600} fz="sm">
                      {m.email}
                      {m.you ? " (you)" : ""}
                    </Text>
                    {m.deactivated ? (
                      <Badge color="gray" variant="light">
                        Deactivated
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td w={170}>
                    <Select
                      aria-label={`Role of ${m.email}`}
                      data={roleOptions}
                      value={m.role}
                      allowDeselect={false}
                      styles={field}
                      disabled={changeRole.isPending}
                      onChange={(value) => {
                        if (value && value !== m.role) {
                          setNotice(null);
                          changeRole.mutate({ userId: m.id, role: value as StaffRole });
                        }
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" c="dimmed">
                      {m.activeSessions === 0
                        ? "Signed out"
                        : `Signed in on ${m.activeSessions} ${m.activeSessions === 1 ? "device" : "devices"}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        h={44}
                        variant="light"
                        color="red"
                        // Enabled without sessions too: it also ends their stand PIN.
                        disabled={m.deactivated || revoke.isPending}
                        onClick={() => revoke.mutate({ userId: m.id })}
                      >
                        End all sessions
                      </Button>
                      {m.you ? null : (
                        <DeactivateMember
                          member={m}
                          onDone={(message) => {
                            setProblem(null);
                            setNotice(message);
                            refresh();
                          }}
                          onError={failed}
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              {/* Invitations are no accounts yet: their role is the invitation's, changed by a new link. */}
              {(invites.data ?? []).map((i) => (
                <Table.Tr key={`invite-${i.id}`}>
                  <Table.Td>
                    <Text fw={600} fz="sm">
                      {i.email}
                    </Text>
                  </Table.Td>
                  <Table.Td w={170}>
                    <Text fz="sm">{staffRoleLabels[i.role]}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={i.expired ? "red" : "yellow"} variant="light">
                      {i.expired ? "Invitation expired" : "Invited"}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        h={44}
                        variant="default"
                        onClick={() => {
                          setNotice(null);
                          invite.mutate({ email: i.email, role: i.role });
                        }}
                      >
                        New link
                      </Button>
                      <Button
                        h={44}
                        variant="light"
                        color="red"
                        aria-label={`Revoke the invitation of ${i.email}`}
                        disabled={revokeInvite.isPending}
                        onClick={() => {
                          setNotice(null);
                          revokeInvite.mutate({ inviteId: i.id });
                        }}
                      >
                        Revoke
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={onInvite} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Invite by e-mail"
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            miw={240}
            styles={field}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Select
            label="Role"
            data={roleOptions}
            value={role}
            allowDeselect={false}
            w={150}
            styles={field}
            onChange={(value) => value && setRole(value as StaffRole)}
          />
          <Button type="submit" h={44} loading={invite.isPending}>
            Create invitation link
          </Button>
        </Group>
      </form>
      {link ? (
        <Alert color="seatline" variant="light" title={`Invitation for ${link.email}`}>
          <Stack gap="xs">
            <Text fz="sm">
              Seatline does not send e-mail: copy this link and send it to them yourself. It works once, for 7
              days, and is shown only now.
            </Text>
            <Group wrap="nowrap" gap="xs">
              <Text fz="sm" ff="monospace" style={{ wordBreak: "break-all" }} data-testid="invite-link">
                {link.url}
              </Text>
              <CopyLinkButton text={link.url} />
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      ) : null}
      {notice ? (
        <Text role="status" fz="sm" fw={600} c="seatline.9">
          {notice}
        </Text>
      ) : null}
    </SettingsSection>
  );
}
