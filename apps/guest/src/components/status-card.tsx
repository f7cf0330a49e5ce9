import { Paper, Stack, Text, Title } from "@mantine/core";
import { guestPositionMessage, guestStateMessages, waitRangeText } from "@seatline/domain";
import { useT } from "@seatline/ui";
import type { GuestStatus } from "../api";

const tone: Record<GuestStatus["state"], { bg: string; bd: string }> = {
  waiting: { bg: "seatline.0", bd: "seatline.3" },
  ready: { bg: "green.0", bd: "green.6" },
  seated: { bg: "blue.0", bd: "blue.3" },
  removed: { bg: "gray.1", bd: "gray.4" },
  cancelled: { bg: "gray.1", bd: "gray.4" },
};

/** The state of the guest's place (announced when it changes), the ticket, the place in line and the quote. */
export function StatusCard({ status }: { status: GuestStatus }) {
  const t = useT();
  const message = guestStateMessages[status.state];
  const colors = tone[status.state];
  return (
    <Stack gap="md">
      <Paper
        p="md"
        radius="md"
        bg={colors.bg}
        style={{ border: `2px solid var(--mantine-color-${colors.bd.replace(".", "-")})` }}
        data-state={status.state}
      >
        <div role="status" aria-live="polite" aria-atomic="true">
          <Title order={1} fz={status.state === "ready" ? 30 : 24} lh={1.2}>
            {t(message.title)}
          </Title>
          <Text fz={status.state === "ready" ? "xl" : "md"} fw={status.state === "ready" ? 700 : 400} mt={4}>
            {t(message.body)}
          </Text>
          {status.position !== null && status.state === "waiting" ? (
            <Text fz="lg" fw={600} mt="sm">
              {status.position <= 1
                ? t(guestPositionMessage(1))
                : t("You are number {position} in line.", { position: status.position })}
            </Text>
          ) : null}
        </div>
      </Paper>
      <dl className="status-details">
        <div>
          <dt>{t("Your ticket number")}</dt>
          <dd className="ticket">{status.ticket}</dd>
        </div>
        {status.quoteMinutes !== null ? (
          <div>
            <dt>{t("Current wait")}</dt>
            {/* "min" reads the same in English and Spanish. */}
            <dd>{waitRangeText(status.quoteMinutes, status.quoteRange)}</dd>
          </div>
        ) : status.hostConfirmsWait ? (
          <div>
            <dt>{t("Current wait")}</dt>
            <dd data-testid="host-confirms-wait">{t("The host will confirm your wait")}</dd>
          </div>
        ) : null}

        <div>
          <dt>{t("Party")}</dt>
          <dd>
            {t("{count, plural, one {# person} other {# people}}", { count: status.partySize })}
            {status.nameInitial ? ` · ${status.nameInitial}` : ""}
          </dd>
        </div>
      </dl>
      {status.quoteMinutes !== null && status.position !== null && status.position > 1 ? (
        // The place counts every party ahead; the wait only those needing the same size of table, so a guest
        // sixth in line may wait a few minutes. Say so, rather than leave the two looking at odds.
        <Text fz="sm" c="dimmed" mt={-8} data-testid="wait-note">
          {t(
            "Tables go by party size: your wait counts only the parties ahead of you who need the same size of table.",
          )}
        </Text>
      ) : null}
    </Stack>
  );
}
