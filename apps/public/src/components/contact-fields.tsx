import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { formatPhone, phoneEditDigits } from "@seatline/domain";
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

/** Full Name and Phone Number (required), Email and Special Requests / Notes (optional). */
export function ContactFields({
  values,
  onChange,
}: {
  values: ContactValues;
  onChange: (next: ContactValues) => void;
}) {
  const t = useT();
  const consent = useTextingConsent();
  const set = (patch: Partial<ContactValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="md">
        <TextInput
          label={t("Full Name")}
          required
          autoComplete="name"
          maxLength={100}
          value={values.guestName}
          onChange={(e) => set({ guestName: e.currentTarget.value })}
        />
        <TextInput
          label={t("Phone Number")}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 123 - 4567"
          // Under the field (Mantine links it with aria-describedby): what giving the number agrees to.
          description={consent}
          inputWrapperOrder={["label", "input", "description", "error"]}
          value={formatPhone(values.phoneDigits)}
          onChange={(e) => set({ phoneDigits: phoneEditDigits(values.phoneDigits, e.currentTarget.value) })}
        />
        <TextInput
          label={t("Email")}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.guestEmail}
          onChange={(e) => set({ guestEmail: e.currentTarget.value })}
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
