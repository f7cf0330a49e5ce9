import { Alert, Button, Stack, Text } from "@mantine/core";
import { LINK_TEXT_SENT } from "@seatline/domain";
import { fieldRefusal, msg, useT } from "@seatline/ui";
import { IconMessage2, IconPhone } from "@tabler/icons-react";
import { useState } from "react";
import { guestApi } from "../api";

export const RESEND_FAILED = msg("Sorry, we could not send the text. Please try again or see the host.");

/**
 * "Didn't get the text?" on the status page: Resend text (the server bounds how often) and Wrong number?, which the
 * page opens as a dialog. The answer of a resend is read out where the buttons are.
 */
export function LinkTextsPanel({ token, onWrongNumber }: { token: string; onWrongNumber: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  const resend = async () => {
    setBusy(true);
    setAnswer(null);
    try {
      await guestApi().guest.resendLink.mutate({ token });
      setAnswer({ ok: true, text: t(LINK_TEXT_SENT) });
    } catch (error) {
      console.error("Resend failed", error);
      setAnswer({ ok: false, text: t(fieldRefusal(error)?.message ?? RESEND_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="link-texts-title">
      <Text id="link-texts-title" component="h2" fz="md" fw={700} m={0}>
        {t("Didn't get the text?")}
      </Text>
      <Stack gap="sm">
        <Button
          variant="default"
          size="md"
          leftSection={<IconMessage2 aria-hidden size={20} />}
          loading={busy}
          onClick={() => void resend()}
        >
          {t("Resend text")}
        </Button>
        <Button
          variant="default"
          size="md"
          leftSection={<IconPhone aria-hidden size={20} />}
          onClick={onWrongNumber}
        >
          {t("Wrong number?")}
        </Button>
      </Stack>
      <div role="status" aria-live="polite">
        {answer ? (
          <Alert color={answer.ok ? "green" : "orange"} variant="light" p="xs" data-testid="resend-answer">
            {answer.text}
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
