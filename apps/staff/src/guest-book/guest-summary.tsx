import { Badge, Group, Stack } from "@mantine/core";
import type { GuestBadge as GuestBadgeData } from "@seatline/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import { GuestBadge } from "./guest-badge";

/**
 * Who is being seated (docs/product.md#the-floor, "Seat at table"): the guest's badge ('3rd visit · 1 no-show ·
 * allergy', a button to the guest's panel) and every tag, a sensitive one (allergy, accessibility) in red with a
 * warning mark, as the panel shows them. Nothing for a party without a profile.
 */
export function GuestSummary({
  guest,
  counted = false,
}: {
  guest?: GuestBadgeData | null;
  counted?: boolean;
}) {
  if (!guest) return null;
  return (
    <Stack gap={4} data-testid="guest-summary">
      <GuestBadge guest={guest} counted={counted} />
      {guest.tags.length > 0 ? (
        <Group
          gap={6}
          component="ul"
          aria-label="Guest tags"
          style={{ listStyle: "none", margin: 0, padding: 0 }}
        >
          {guest.tags.map((t, i) => (
            <Badge
              // Tags may repeat words ("Allergy: nuts" twice is two tags), so the position keys them.
              key={`${i}-${t.text}`}
              component="li"
              size="lg"
              color={t.sensitive ? "red" : "seatline"}
              variant={t.sensitive ? "filled" : "light"}
              leftSection={t.sensitive ? <IconAlertTriangle size={14} aria-hidden /> : null}
              style={{ textTransform: "none", maxWidth: "100%" }}
            >
              {t.text}
              {t.sensitive ? " (sensitive)" : ""}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
