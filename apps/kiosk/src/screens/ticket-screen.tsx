import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { formatPhone, waitNearbyMessage } from "@seatline/domain";
import { useT, useTRPC } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { Navigate, useNavigate } from "react-router";
import classes from "../components/kiosk.module.css";
import { StatusQr } from "../components/status-qr";
import { usePhoneLayout } from "../components/use-phone-layout";
import { useFlow } from "../flow/flow-context";
import { stepPaths } from "../flow/steps";
import { confirmationTimeout, ticketStandingText } from "./ticket-standing";

/**
 * Kiosk screen 5 (/app/ticket) (docs/product.md#kiosk): the server's ticket number, the guest's place in line and wait,
 * the phone (or that the name is called) and, without a phone, a code to the guest's own status page. After 10 s (30 s
 * with a code), or on Finish, the flow resets (docs/product.md#kiosk) and the welcome screen shows.
 */
export function TicketScreen() {
  const [state, flow] = useFlow();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ticket = state.ticket;
  const t = useT();
  const phone = usePhoneLayout();

  const finish = useCallback(() => {
    // Reset (docs/product.md#kiosk): clear name and phone, size 1, first available, refresh the ticket number.
    flow.reset();
    void queryClient.invalidateQueries({ queryKey: trpc.waitlist.kioskState.queryKey() });
    navigate(stepPaths.app, { replace: true });
  }, [flow, navigate, queryClient, trpc]);

  const timeout = ticket ? confirmationTimeout(ticket) : null;
  useEffect(() => {
    if (timeout === null) return;
    const timer = window.setTimeout(finish, timeout);
    return () => window.clearTimeout(timer);
  }, [timeout, finish]);

  if (!ticket) return <Navigate to={stepPaths.app} replace />;
  const standing = ticketStandingText(ticket, t);
  const statusUrl = ticket.standing?.statusUrl ?? null;
  const qrSize = phone ? 160 : 200;
  // The place and wait (or the offline note) add lines, the code its square: tighter spacing and, on a phone, smaller
  // words keep the whole ticket on the screen (docs/product.md#kiosk, "Phone sizes").
  const compact = standing.place !== null || standing.offline !== null;

  return (
    <main className={classes.frame}>
      <Stack align="center" justify="center" h="100%" p={phone ? "md" : "xl"} gap={phone ? "md" : "xl"}>
        <Paper
          withBorder
          shadow="sm"
          radius="xl"
          p={phone ? (statusUrl ? "md" : "lg") : compact ? 32 : 48}
          data-testid="ticket"
          maw={statusUrl ? 960 : 720}
          w="100%"
          ta="center"
          style={{ flexShrink: 1, minHeight: 0 }}
        >
          <div className={classes.ticketBody}>
            <Stack align="center" gap={phone ? "xs" : compact ? "sm" : "lg"}>
              <Title order={1} fz={phone ? (statusUrl ? 20 : 24) : 36} style={{ textWrap: "balance" }}>
                {t("You're all set! Your ticket number is:")}
              </Title>
              <Text
                component="p"
                data-testid="ticket-number"
                fz={phone ? (statusUrl ? 64 : 88) : compact ? 104 : 120}
                fw={900}
                lh={1}
                c="seatline.9"
                style={{ letterSpacing: "0.04em" }}
              >
                {ticket.ticket}
              </Text>
              {standing.place ? (
                <Text
                  fz={phone ? 22 : 30}
                  fw={800}
                  data-testid="ticket-place"
                  style={{ textWrap: "balance" }}
                >
                  {standing.place}
                </Text>
              ) : null}
              {standing.wait ? (
                <Text fz={phone ? 18 : 24} fw={600} data-testid="ticket-wait" style={{ textWrap: "balance" }}>
                  {standing.wait}
                </Text>
              ) : null}
              {standing.offline ? (
                <Text
                  fz={phone ? "md" : "xl"}
                  fw={700}
                  data-testid="ticket-offline"
                  style={{ textWrap: "balance" }}
                >
                  {standing.offline}
                </Text>
              ) : null}
              <Text fz={phone ? (statusUrl ? 18 : 20) : 26} fw={600} style={{ textWrap: "balance" }}>
                {t("We will notify you when your table is ready!")}
              </Text>
              <Text fz={phone ? (statusUrl ? "sm" : "md") : "xl"} c="dimmed" style={{ textWrap: "balance" }}>
                {ticket.phone
                  ? t("Please wait nearby and watch for updates at {phone}.", {
                      phone: formatPhone(ticket.phone),
                    })
                  : t(waitNearbyMessage(null))}
              </Text>
            </Stack>
            {statusUrl ? (
              <div className={classes.ticketQr}>
                <StatusQr url={statusUrl} size={qrSize} label={t("Code to your place in line")} />
                <Text fz={phone ? "sm" : "md"} fw={600} style={{ textWrap: "balance" }}>
                  {t("Scan to follow your place in line on your phone, or to leave the line.")}
                </Text>
              </div>
            ) : null}
          </div>
        </Paper>
        {/* Never shrunk by the ticket above it (a flex column would squeeze it to a sliver on a phone). */}
        <Button size="xl" h={phone ? 60 : 72} px={64} onClick={finish} style={{ flexShrink: 0 }}>
          {t("Finish")}
        </Button>
      </Stack>
    </main>
  );
}
