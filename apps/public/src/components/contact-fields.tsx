import { Button, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { type ContactField, formatPhone, phoneEditDigits } from "@seatline/domain";
import { useT, useTextingConsent } from "@seatline/ui";
import { type ReactNode, useRef } from "react";

export interface ContactValues {
  guestName: string;
  /** Digits only, at most 10 (shown masked as (555) 123 - 4567). */
  phoneDigits: string;
  guestEmail: string;
  specialRequests: string;
}

export const emptyContact: ContactValues = {
  guestName: "",
  phoneDigits: "",
  guestEmail: "",
  specialRequests: "",
};

/** The id of each contact field's input (the form moves the focus to the first one with a problem). */
export const contactFieldIds: Record<ContactField, string> = {
  guestName: "guest-name",
  guestPhone: "guest-phone",
  guestEmail: "guest-email",
};

export interface ContactFieldsProps {
  values: ContactValues;
  onChange: (next: ContactValues) => void;
  /** The words shown under each field (English; translated here), e.g. from contactProblems or the server. */
  errors: Partial<Record<ContactField, string>>;
  /** A field was left (its problems show from then on, as the guest types). */
  onLeave: (field: ContactField) => void;
  /** Shown first among the optional details (the seating preference). */
  optionalFirst: ReactNode;
  /** The optional details are shown on a phone (always from 576 px up). */
  optionalOpen: boolean;
  onOpenOptional: () => void;
}

const OPTIONAL_ID = "optional-details";

/**
 * Full Name and Phone Number (required), then the optional details: `optionalFirst`, Email and Special Requests /
 * Notes, each field with its own problem. On a phone the optional details wait behind one line until asked for (or
 * until one of them holds something), so the form stays short for the guests who need none of them.
 */
export function ContactFields({
  values,
  onChange,
  errors,
  onLeave,
  optionalFirst,
  optionalOpen,
  onOpenOptional,
}: ContactFieldsProps) {
  const t = useT();
  const optionalRef = useRef<HTMLDivElement>(null);
  const consent = useTextingConsent();
  const set = (patch: Partial<ContactValues>) => onChange({ ...values, ...patch });
  const errorOf = (field: ContactField) => {
    const words = errors[field];
    return words ? t(words) : null;
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="sm">
        <TextInput
          id={contactFieldIds.guestName}
          label={t("Full Name")}
          required
          autoComplete="name"
          maxLength={100}
          value={values.guestName}
          onChange={(e) => set({ guestName: e.currentTarget.value })}
          onBlur={() => onLeave("guestName")}
          error={errorOf("guestName")}
        />
        <TextInput
          id={contactFieldIds.guestPhone}
          label={t("Phone Number")}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 123 - 4567"
          // Under the field (Mantine links it with aria-describedby): what giving the number agrees to.
          description={consent}
          inputWrapperOrder={["label", "input", "error", "description"]}
          value={formatPhone(values.phoneDigits)}
          onChange={(e) => set({ phoneDigits: phoneEditDigits(values.phoneDigits, e.currentTarget.value) })}
          onBlur={() => onLeave("guestPhone")}
          error={errorOf("guestPhone")}
        />
      </SimpleGrid>
      {optionalOpen ? null : (
        <Button
          variant="subtle"
          size="sm"
          px={4}
          justify="flex-start"
          className="optional-toggle"
          aria-expanded={false}
          aria-controls={OPTIONAL_ID}
          onClick={() => {
            onOpenOptional();
            // The first optional control takes the focus once shown (the seating choice that is checked).
            requestAnimationFrame(() =>
              optionalRef.current?.querySelector<HTMLElement>("input:checked, input, textarea")?.focus(),
            );
          }}
        >
          {t("Seating, email or a note (optional)")}
        </Button>
      )}
      <Stack
        ref={optionalRef}
        id={OPTIONAL_ID}
        gap="sm"
        className="optional-details"
        data-open={optionalOpen || undefined}
      >
        {optionalFirst}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <TextInput
            id={contactFieldIds.guestEmail}
            label={t("Email")}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.guestEmail}
            onChange={(e) => set({ guestEmail: e.currentTarget.value })}
            onBlur={() => onLeave("guestEmail")}
            error={errorOf("guestEmail")}
          />
        </SimpleGrid>
        <Textarea
          label={t("Special Requests / Notes")}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={1000}
          value={values.specialRequests}
          onChange={(e) => set({ specialRequests: e.currentTarget.value })}
        />
      </Stack>
    </>
  );
}
