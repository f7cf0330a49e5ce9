import { Button, Modal, Stack, Text, TextInput } from "@mantine/core";
import { formatPhone, phoneEditDigits, textablePhoneFieldProblem } from "@seatline/domain";
import { fieldRefusal, msg, useT, useTextingConsent } from "@seatline/ui";
import { type FormEvent, useState } from "react";
import { guestApi } from "../api";

export const CORRECT_FAILED = msg("Sorry, we could not change the number. Please try again or see the host.");

export interface WrongNumberDialogProps {
  opened: boolean;
  token: string;
  onClose(): void;
  /** The entry now has `phone` and a new status token (the old link stopped working). */
  onCorrected(token: string, phone: string): void;
}

/**
 * "Wrong number?": the guest types the right phone (the remote join's rules, checked as they type once they left the
 * field or pressed the button; the server checks again) and the new link is texted to it.
 */
export function WrongNumberDialog({ opened, token, onClose, onCorrected }: WrongNumberDialogProps) {
  const t = useT();
  const consent = useTextingConsent();
  const [digits, setDigits] = useState("");
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = textablePhoneFieldProblem(digits);
  const shown = refusal ?? (checked && problem ? t(problem) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    if (problem || busy) return;
    setBusy(true);
    try {
      const { token: next } = await guestApi().guest.correctPhone.mutate({ token, phone: digits });
      onCorrected(next, digits);
    } catch (error) {
      console.error("Phone correction failed", error);
      setRefusal(t(fieldRefusal(error)?.message ?? CORRECT_FAILED));
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("Wrong number?")} centered size="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text>
            {t(
              "Enter the right number. We will text it a new link to this page; the old link stops working.",
            )}
          </Text>
          <TextInput
            label={t("Your phone number")}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(555) 123 - 4567"
            size="md"
            data-autofocus
            value={formatPhone(digits)}
            onChange={(e) => {
              setDigits(phoneEditDigits(digits, e.currentTarget.value));
              setRefusal(null);
            }}
            onBlur={() => digits !== "" && setChecked(true)}
            error={shown}
            description={consent}
            inputWrapperOrder={["label", "input", "error", "description"]}
          />
          <Button type="submit" size="md" fullWidth loading={busy}>
            {t("Text this number")}
          </Button>
          <Button variant="default" size="md" fullWidth onClick={onClose} disabled={busy}>
            {t("Keep the number we have")}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
