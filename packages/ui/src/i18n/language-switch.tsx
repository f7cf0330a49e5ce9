/**
 * The visible language switch of the guest surfaces (docs/product.md#languages): one button per language the store offers, each named
 * in its own language (with its lang attribute), the current one pressed; nothing when the store offers one language.
 * Plain buttons styled with the theme's variables, not Mantine's Button: the switch sits on the first screen of the
 * public and guest pages, whose initial JavaScript budgets have no room for Button and its styles.
 */
import { type GuestLanguage, guestLanguageNames } from "@seatline/domain";
import type { CSSProperties } from "react";
import { useLanguage } from "./i18n-context";

export interface LanguageSwitchProps {
  languages: readonly GuestLanguage[] | undefined;
  /** "lg" on the kiosk tablet, "md" on the kiosk at phone sizes (44 px tall), "sm" on phones. */
  size?: "sm" | "md" | "lg";
}

const base: CSSProperties = {
  font: "inherit",
  fontWeight: 600,
  lineHeight: 1.2,
  borderRadius: 999,
  border: "1px solid var(--mantine-primary-color-filled)",
  cursor: "pointer",
};
const sizes: Record<"sm" | "md" | "lg", CSSProperties> = {
  // 44 px: the smallest touch target on a phone (WCAG 2.5.5).
  sm: { fontSize: 14, padding: "6px 14px", minHeight: 44 },
  md: { fontSize: 16, padding: "8px 14px", minHeight: 44 },
  lg: { fontSize: 22, padding: "10px 28px", minHeight: 56 },
};

export function LanguageSwitch({ languages, size = "sm" }: LanguageSwitchProps) {
  const { requested, setLanguage, t } = useLanguage();
  if (!languages || languages.length < 2) return null;
  return (
    <fieldset
      aria-label={t("Language")}
      style={{ display: "inline-flex", gap: 6, flexShrink: 0, border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      {languages.map((language) => {
        const pressed = language === requested;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={pressed}
            onClick={() => setLanguage(language)}
            style={{
              ...base,
              ...sizes[size],
              background: pressed ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-white)",
              color: pressed ? "var(--mantine-color-white)" : "var(--mantine-primary-color-filled)",
            }}
          >
            {guestLanguageNames[language]}
          </button>
        );
      })}
    </fieldset>
  );
}
