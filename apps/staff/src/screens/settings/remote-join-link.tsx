import { Anchor, Group, Stack, Text } from "@mantine/core";
import { remoteJoinPath } from "@seatline/domain";
import { QrDownload, useSession } from "@seatline/ui";
import { CopyLinkButton } from "./copy-link-button";

/** The store's remote join page (/join/{company}/{store}), as the server serving this console answers it. */
export function remoteJoinUrl(companySlug: string, storeSlug: string): string {
  const base = (import.meta.env.VITE_PUBLIC_URL ?? window.location.origin).replace(/\/+$/, "");
  return `${base}${remoteJoinPath(companySlug, storeSlug)}`;
}

/** Link, Copy and QR code (level H, 370×370 PNG) for guests to join the waitlist from their own phones. */
export function RemoteJoinLink() {
  const { company, store } = useSession();
  const link = remoteJoinUrl(company.slug, store.slug);
  return (
    <Stack gap="sm">
      <Text fw={600}>Join From a Phone</Text>
      <Text c="dimmed" fz="sm">
        Guests who scan this code join the waitlist from their own phone (phone number required) and follow
        their place in line.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Anchor href={link} target="_blank" rel="noreferrer" style={{ wordBreak: "break-all" }}>
          {link}
        </Anchor>
        <CopyLinkButton text={link} />
      </Group>
      <QrDownload
        value={link}
        fileName={`${company.slug}-${store.slug}-waitlist`}
        displaySize={180}
        title="QR code for joining the waitlist from a phone"
      />
    </Stack>
  );
}
