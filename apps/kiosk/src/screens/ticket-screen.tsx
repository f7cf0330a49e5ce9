import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { formatPhone, waitNearbyMessage } from "@seatline/domain";
import { useT, useTRPC } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { Navigate, useNavigate } from "react-router";
import classes from "../components/kiosk.module.css";
import { usePhoneLayout } from "../components/use-phone-layout";
import { useFlow } from "../flow/flow-context";
import { stepPaths } from "../flow/steps";
import { CONFIRMATION_TIMEOUT_MS } from "../flow/timeouts";

/**
 * Kiosk screen 5 (/app/ticket) (docs/product.md#kiosk): the server's ticket number and the phone (or that the name is called).
 * After 10 s, or on Finish, the flow resets (docs/product.md#kiosk) and the welcome screen shows.
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

  const hasTicket = ticket !== null;
  useEffect(() => {
    if (!hasTicket) return;
    const timer = window.setTimeout(finish, CONFIRMATION_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [hasTicket, finish]);

  if (!ticket) return <Navigate to={stepPaths.app} replace />;

  return (
    <main className={classes.frame}>
      <Stack align="center" justify="center" h="100%" p={phone ? "md" : "xl"} gap={phone ? "md" : "xl"}>
        <Paper
          withBorder
          shadow="sm"
          radius="xl"
          p={phone ? "lg" : 48}
          maw={720}
          w="100%"
          ta="center"
          style={{ flexShrink: 1, minHeight: 0 }}
        >
          <Stack align="center" gap={phone ? "sm" : "lg"}>
            <Title order={1} fz={phone ? 24 : 36} style={{ textWrap: "balance" }}>
              {t("You're all set! Your ticket number is:")}
            </Title>
            <Text
              component="p"
              data-testid="ticket-number"
              fz={phone ? 88 : 120}
              fw={900}
              lh={1}
              c="seatline.9"
              style={{ letterSpacing: "0.04em" }}
            >
              {ticket.ticket}
            </Text>
            <Text fz={phone ? 20 : 26} fw={600} style={{ textWrap: "balance" }}>
              {t("We will notify you when your table is ready!")}
            </Text>
            <Text fz={phone ? "md" : "xl"} c="dimmed" style={{ textWrap: "balance" }}>
              {ticket.phone
                ? t("Please wait nearby and watch for updates at {phone}.", {
                    phone: formatPhone(ticket.phone),
                  })
                : t(waitNearbyMessage(null))}
            </Text>
          </Stack>
        </Paper>
        {/* Never shrunk by the ticket above it (a flex column would squeeze it to a sliver on a phone). */}
        <Button size="xl" h={phone ? 60 : 72} px={64} onClick={finish} style={{ flexShrink: 0 }}>
          {t("Finish")}
        </Button>
      </Stack>
    </main>
  );
}
