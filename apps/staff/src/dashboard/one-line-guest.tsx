import { Text } from "@mantine/core";
import { formatPhone } from "@seatline/domain";
import type { ReactNode } from "react";

export interface OneLineGuestProps {
  name: string;
  phone: string | null;
  note: string;
  /** Marks after the name (Remote, text marks, the guest badge, pending changes). */
  marks?: ReactNode;
}

const ELLIPSIS = { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", minWidth: 0 } as const;

/**
 * A one-line row's Guest Info: the name first and whole, then the phone and the note in whatever room the name
 * leaves (folding to "…", the whole text in their title), then the marks. The name is never cut: squeezed by the
 * marks it wraps onto a second line, which still fits the row's 44 px buttons; only when the marks leave it less than
 * 7rem do they move under it.
 */
export function OneLineGuest({ name, phone, note, marks }: OneLineGuestProps) {
  const phoneText = phone ? formatPhone(phone) : "No phone: call name";
  return (
    <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 8, rowGap: 0 }}>
      <div
        style={{
          display: "flex",
          flexWrap: "nowrap",
          alignItems: "baseline",
          gap: 8,
          flex: "1 1 7rem",
          minWidth: 0,
        }}
      >
        <Text
          fw={700}
          fz="md"
          lh={1.25}
          data-testid="guest-name"
          style={{ flex: "0 1 auto", minWidth: 0, overflowWrap: "anywhere" }}
        >
          {name}
        </Text>
        {/* Both start from nothing, so the name has its room first; the phone then takes what it needs. */}
        <Text
          fz="sm"
          c="dimmed"
          title={phoneText}
          style={{ ...ELLIPSIS, flex: "100 1 0", maxWidth: "max-content" }}
        >
          {phoneText}
        </Text>
        {note === "" ? null : (
          <Text
            fz="sm"
            fs="italic"
            title={note}
            data-testid="note-line"
            style={{ ...ELLIPSIS, flex: "1 1 0" }}
          >
            Note: {note}
          </Text>
        )}
      </div>
      {marks ? (
        <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 4, minWidth: 0 }}>
          {marks}
        </div>
      ) : null}
    </div>
  );
}
