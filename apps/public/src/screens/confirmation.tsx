import { Button, Flex, Paper, Stack, Text, Title } from "@mantine/core";
import { formatLongDate, formatPhone, formatTime12, reservationIcs, seatingLabel } from "@seatline/domain";
import { msg, useLanguage } from "@seatline/ui";
import { useEffect, useMemo, useRef } from "react";
import type { PublicReservation, StoreDetails } from "../api";
import { PhoneLink } from "../components/phone-link";

export interface ConfirmationProps {
  reservation: PublicReservation;
  details: StoreDetails;
  /** "Make Another Reservation": back to an empty form. */
  onAnother: () => void;
}

/** Public confirmation, plus an "Add to calendar" ( (docs/product.md#public-page).ics) download of the booking. */
export default function Confirmation({ reservation: r, details, onAnother }: ConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const phone = r.restaurantPhone || details.phoneNumber;
  const { t, language } = useLanguage();

  // Move focus to the news, so keyboard and screen reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);

  const icsUrl = useMemo(() => {
    const ics = reservationIcs({
      uuid: r.uuid,
      restaurantName: r.restaurantName,
      restaurantPhone: phone,
      address: details.address,
      timezone: details.timezone,
      reservationDate: r.reservationDate,
      reservationTime: r.reservationTime,
      partySize: r.partySize,
      specialRequests: r.specialRequests,
      stamp: new Date(),
      language,
    });
    return URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  }, [r, phone, details, language]);
  useEffect(() => () => URL.revokeObjectURL(icsUrl), [icsUrl]);

  const rows: [string, string][] = [
    [msg("Date"), formatLongDate(r.reservationDate, language)],
    [msg("Time"), formatTime12(r.reservationTime)],
    [msg("Party Size"), t("{count, plural, one {# person} other {# people}}", { count: r.partySize })],
    [msg("Seating Preference"), t(seatingLabel(r.seatingPreference))],
    [msg("Phone"), formatPhone(r.guestPhone)],
  ];
  if (r.guestEmail) rows.push([msg("Email"), r.guestEmail]);
  if (r.specialRequests) rows.push([msg("Special Requests"), r.specialRequests]);

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "md", sm: "xl" }}
      aria-labelledby="confirmed-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} id="confirmed-title" ref={headingRef} tabIndex={-1} c="seatline.9">
            {t("Reservation Confirmed!")}
          </Title>
          <Text size="lg" mt={4}>
            {t("Your table at {restaurant} is reserved.", { restaurant: r.restaurantName })}
          </Text>
        </div>
        <dl className="confirmation-details">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{t(term)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Stack gap={4}>
          <Text>{t("Please arrive 10 minutes early.")}</Text>
          <Text>
            {t("To change or cancel your reservation, please call the restaurant")}
            {phone ? (
              <>
                {" "}
                {t("at")} <PhoneLink phone={phone} />
              </>
            ) : null}
            .
          </Text>
        </Stack>
        <Flex direction={{ base: "column", xs: "row" }} gap="sm">
          <Button
            component="a"
            href={icsUrl}
            download={`reservation-${r.reservationDate}.ics`}
            variant="default"
          >
            {t("Add to calendar")}
          </Button>
          <Button onClick={onAnother}>{t("Make Another Reservation")}</Button>
        </Flex>
      </Stack>
    </Paper>
  );
}
