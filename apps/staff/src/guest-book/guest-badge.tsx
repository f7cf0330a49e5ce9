import { UnstyledButton } from "@mantine/core";
import { type GuestBadge as GuestBadgeData, guestBadgeText } from "@seatline/domain";
import { IconAlertTriangle, IconUser } from "@tabler/icons-react";
import { useGuestPanel } from "./guest-panel-context";

/**
 * A row's guest badge ("3rd visit · 1 no-show · allergy", docs/product.md#guest-book): a 44 px button that opens the
 * guest's panel. A sensitive tag (allergy, accessibility) puts a warning mark before the words. Nothing without a
 * profile (no phone). Brief (one-line rows): a plain first visit, which says nothing to act on, is the icon alone (its
 * words in its name and tooltip); anything more (a regular, a no-show, a tag) keeps its words.
 */
export function GuestBadge({
  guest,
  counted = false,
  brief = false,
}: {
  guest?: GuestBadgeData | null;
  counted?: boolean;
  brief?: boolean;
}) {
  const panel = useGuestPanel();
  if (!guest) return null;
  const text = guestBadgeText(guest, counted);
  const sensitive = guest.tags.some((t) => t.sensitive);
  const firstVisit = (counted ? guest.visits <= 1 : guest.visits === 0) && guest.noShows === 0;
  const iconOnly = brief && firstVisit && guest.lateCancels === 0 && guest.tags.length === 0;
  return (
    <UnstyledButton
      data-testid="guest-badge"
      onClick={() => panel.open(guest.profileId)}
      aria-label={`${text}: open the guest's profile`}
      mih={44}
      miw={44}
      title={iconOnly ? text : undefined}
      style={{
        justifyContent: "center",
        display: "inline-flex",
        alignItems: "center",
        gap: 6,
        alignSelf: "flex-start",
        fontSize: "var(--mantine-font-size-sm)",
        fontWeight: 600,
        color: sensitive ? "var(--mantine-color-red-9)" : "var(--mantine-color-seatline-9, #1c4f7a)",
        textDecoration: "underline",
        textUnderlineOffset: 3,
      }}
    >
      {sensitive ? <IconAlertTriangle size={16} aria-hidden /> : <IconUser size={16} aria-hidden />}
      {iconOnly ? null : text}
    </UnstyledButton>
  );
}
