import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { type ContactField, formatPhone, phoneEditDigits } from "@seatline/domain";
import { useT, useTextingConsent } from "@seatline/ui";

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
}

/** Full Name and Phone Number (required), Email and Special Requests / Notes (optional), each with its own problem. */
export function ContactFields({ values, onChange, errors, onLeave }: ContactFieldsProps) {
  const t = useT();
  const consent = useTextingConsent();
  const set = (patch: Partial<ContactValues>) => onChange({ ...values, ...patch });
  const errorOf = (field: ContactField) => {
    const words = errors[field];
    return words ? t(words) : null;
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="md">
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
        minRows={3}
        maxRows={8}
        maxLength={1000}
        value={values.specialRequests}
        onChange={(e) => set({ specialRequests: e.currentTarget.value })}
      />
    </>
  );
}
