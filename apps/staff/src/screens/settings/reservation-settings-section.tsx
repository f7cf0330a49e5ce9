import {
  Anchor,
  Button,
  Divider,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import {
  BOOKING_HORIZON_RANGE,
  DASHBOARD_LEAD_RANGE,
  maxPersonsOptions,
  maxTablesOptions,
  type ReservationConfig,
  reservationIntervalOptions,
  storeDate,
} from "@seatline/domain";
import { notifyFailure, QrDownload, Spinner, useSession, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BlackoutDates } from "./blackout-dates";
import { CopyLinkButton } from "./copy-link-button";
import { publicPageUrl } from "./public-link";
import { SAVE_RESERVATION_SETTINGS_FAILED } from "./settings-messages";
import { SettingsSection } from "./settings-section";
import { useSavedForm } from "./use-saved-form";

const toData = (values: readonly number[]) => values.map((n) => ({ value: String(n), label: String(n) }));
const intervalData = reservationIntervalOptions.map((o) => ({ value: String(o.value), label: o.label }));

/**
 * Reservation Settings (docs/product.md#settings): on/off, slot increment, max reservations and people per slot, how many days ahead
 * the public page takes bookings (Save), blackout dates, the public page link with Copy, and its QR code with a PNG
 * download.
 */
export function ReservationSettingsSection() {
  const { store } = useSession();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const today = storeDate(store.timezone, new Date());
  const query = useQuery(trpc.reservations.config.get.queryOptions());
  const { form, setForm, dirty, markSaved } = useSavedForm<ReservationConfig>(query.data?.activeConfig);

  const save = useMutation(
    trpc.reservations.config.update.mutationOptions({
      onSuccess: (saved) => {
        markSaved(saved);
        void queryClient.invalidateQueries({ queryKey: trpc.reservations.config.get.queryKey() });
      },
      onError: (error) => notifyFailure(error, SAVE_RESERVATION_SETTINGS_FAILED),
    }),
  );

  if (!form || !query.data) {
    return (
      <SettingsSection title="Reservation Settings">
        <Spinner size="sm" label="Loading reservation settings" />
      </SettingsSection>
    );
  }
  const { companySlug, storeSlug } = query.data;
  const link = publicPageUrl(companySlug, storeSlug);
  const set = (change: Partial<ReservationConfig>) => setForm((f) => ({ ...f, ...change }));
  const horizon = form.bookingHorizonDays;
  const horizonValid =
    Number.isInteger(horizon) && horizon >= BOOKING_HORIZON_RANGE.min && horizon <= BOOKING_HORIZON_RANGE.max;
  const lead = form.dashboardLeadMinutes;
  const leadValid =
    Number.isInteger(lead) && lead >= DASHBOARD_LEAD_RANGE.min && lead <= DASHBOARD_LEAD_RANGE.max;

  return (
    <SettingsSection title="Reservation Settings">
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Switch
              size="md"
              label="Accept new reservations online"
              checked={form.newReservationsEnabled}
              onChange={(e) => set({ newReservationsEnabled: e.currentTarget.checked })}
            />
            <Group grow align="flex-start">
              <Select
                label="Time Slot Increment"
                data={intervalData}
                value={String(form.reservationIntervalMinutes)}
                onChange={(v) => v && set({ reservationIntervalMinutes: Number(v) })}
                allowDeselect={false}
              />
              <Select
                label="Max Reservations Per Slot"
                data={toData(maxTablesOptions)}
                value={String(form.maxTablesPerInterval)}
                onChange={(v) => v && set({ maxTablesPerInterval: Number(v) })}
                allowDeselect={false}
              />
              <Select
                label="Max People Per Slot"
                data={toData(maxPersonsOptions)}
                value={String(form.maxPersonsPerInterval)}
                onChange={(v) => v && set({ maxPersonsPerInterval: Number(v) })}
                allowDeselect={false}
              />
            </Group>
            <NumberInput
              label="Bookings Open (Days Ahead)"
              description={`Guests can book on the public page from today up to this many days ahead (${BOOKING_HORIZON_RANGE.min}-${BOOKING_HORIZON_RANGE.max}). Staff bookings are not limited by it.`}
              min={BOOKING_HORIZON_RANGE.min}
              max={BOOKING_HORIZON_RANGE.max}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              value={Number.isNaN(horizon) ? "" : horizon}
              onChange={(v) => set({ bookingHorizonDays: typeof v === "number" ? v : Number.NaN })}
              error={
                horizonValid
                  ? undefined
                  : `Enter a whole number of days from ${BOOKING_HORIZON_RANGE.min} to ${BOOKING_HORIZON_RANGE.max}.`
              }
              maw={320}
            />
            <NumberInput
              label="Show Bookings on the Dashboard (Minutes Before)"
              description={`A booking joins the host's live Dashboard this many minutes before its time (${DASHBOARD_LEAD_RANGE.min}-${DASHBOARD_LEAD_RANGE.max}, default ${DASHBOARD_LEAD_RANGE.default}), and stays until it is seated or marked a no show. The Reservations tab always shows the whole day.`}
              min={DASHBOARD_LEAD_RANGE.min}
              max={DASHBOARD_LEAD_RANGE.max}
              step={15}
              allowDecimal={false}
              allowNegative={false}
              value={Number.isNaN(lead) ? "" : lead}
              onChange={(v) => set({ dashboardLeadMinutes: typeof v === "number" ? v : Number.NaN })}
              error={
                leadValid
                  ? undefined
                  : `Enter a whole number of minutes from ${DASHBOARD_LEAD_RANGE.min} to ${DASHBOARD_LEAD_RANGE.max}.`
              }
              maw={320}
            />
            <Group justify="flex-end">
              <Button
                disabled={!dirty || !horizonValid || !leadValid}
                loading={save.isPending}
                onClick={() => save.mutate(form)}
              >
                Save
              </Button>
            </Group>
            <Divider />
            <BlackoutDates today={today} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Text fw={600}>Public Reservation Page</Text>
            <Group gap="xs" wrap="nowrap">
              <Anchor href={link} target="_blank" rel="noreferrer" style={{ wordBreak: "break-all" }}>
                {link}
              </Anchor>
              <CopyLinkButton text={link} />
            </Group>
            <QrDownload
              value={link}
              fileName={`${companySlug}-${storeSlug}`}
              displaySize={180}
              title="QR code for the public reservation page"
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </SettingsSection>
  );
}
