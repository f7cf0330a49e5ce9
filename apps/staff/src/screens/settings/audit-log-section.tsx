import { Table, Text } from "@mantine/core";
import { Spinner, useSession, useTRPC } from "@seatline/ui";
import { useQuery } from "@tanstack/react-query";
import { SettingsSection } from "./settings-section";

const actionLabels: Record<string, string> = {
  "guest.export": "Exported a guest's data",
  "guest.sensitive_view": "Viewed a guest's allergy or access notes",
  "guest.erase": "Erased a guest",
  "guest.retention": "Anonymised guests past the retention",
  "staff.invite": "Invited",
  "staff.invite_revoke": "Revoked the invitation of",
  "staff.role": "Changed the role of",
  "staff.revoke": "Signed out everywhere",
  "staff.deactivate": "Deactivated",
  "staff.reactivate": "Reactivated",
  "privacy.settings": "Changed the retention",
  "stand.unlock": "Took the host stand",
  "guest.text": "Texted",
};

function detailOf(action: string, detail: Record<string, unknown>): string {
  if (action === "staff.role") return `${String(detail.from)} → ${String(detail.to)}`;
  if (action === "staff.invite" || action === "staff.invite_revoke") return `as ${String(detail.role)}`;
  if (action === "guest.text") return `(ticket ${String(detail.ticket)})`;
  if (action === "privacy.settings")
    return detail.months === 0 ? "keep until erased" : `${String(detail.months)} months`;
  return "";
}

/** docs/product.md#audit-log (owners only): who exported, erased, invited, changed a role or signed someone out. */
export function AuditLogSection() {
  const trpc = useTRPC();
  const { store } = useSession();
  const log = useQuery(trpc.privacy.auditLog.queryOptions());
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone: store.timezone,
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <SettingsSection title="Audit log">
      {log.isPending ? (
        <Spinner size="sm" label="Loading the audit log" />
      ) : log.isError ? (
        <Text c="red">{log.error.message}</Text>
      ) : log.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nothing yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} mah={360}>
          <Table verticalSpacing={6} aria-label="Audit log" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td fz="sm">{when.format(new Date(line.at))}</Table.Td>
                  <Table.Td fz="sm">{line.actor}</Table.Td>
                  <Table.Td fz="sm">
                    {actionLabels[line.action] ?? line.action} {line.subject}{" "}
                    {detailOf(line.action, line.detail)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SettingsSection>
  );
}
