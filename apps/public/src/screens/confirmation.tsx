import { Button, Flex, Paper, Stack, Text, Title } from "@mantine/core";
import {
  formatLongDate,
  formatPartySize,
  formatPhone,
  formatTime12,
  reservationIcs,
  seatingLabel,
} from "@seatline/domain";
import { useEffect, useMemo, useRef } from "react";
import type { PublicReservation, StoreDetails } from "../api";
import { PhoneLink } from "../components/phone-link";

export interface ConfirmationProps {
  reservation: PublicReservation;
  details: StoreDetails;
  /** "Make Another Reservation": back to an empty form. */
  onAnother: () => void;
}

/** SPEC §2 public confirmation, plus an "Add to calendar" (.ics) download of the booking. */
export default function Confirmation({ reservation: r, details, onAnother }: ConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const phone = r.restaurantPhone || details.phoneNumber;

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
    });
    return URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  }, [r, phone, details]);
  useEffect(() => () => URL.revokeObjectURL(icsUrl), [icsUrl]);

  const rows: [string, string][] = [
    ["Date", formatLongDate(r.reservationDate)],
    ["Time", formatTime12(r.reservationTime)],
    ["Party Size", formatPartySize(r.partySize)],
    ["Seating Preference", seatingLabel(r.seatingPreference)],
    ["Phone", formatPhone(r.guestPhone)],
  ];
  if (r.guestEmail) rows.push(["Email", r.guestEmail]);
  if (r.specialRequests) rows.push(["Special Requests", r.specialRequests]);

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
            Reservation Confirmed!
          </Title>
          <Text size="lg" mt={4}>
            Your table at {r.restaurantName} is reserved.
          </Text>
        </div>
        <dl className="confirmation-details">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Stack gap={4}>
          <Text>Please arrive 10 minutes early.</Text>
          <Text>
            To change or cancel your reservation, please call the restaurant
            {phone ? (
              <>
                {" "}
                at <PhoneLink phone={phone} />
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
            Add to calendar
          </Button>
          <Button onClick={onAnother}>Make Another Reservation</Button>
        </Flex>
      </Stack>
    </Paper>
  );
}
