import { Container, Text, Title } from "@mantine/core";
import { useParams } from "react-router";

/** Temporary public page until the reservation form lands. */
export function ReservationPlaceholder() {
  const { companySlug = "", storeSlug = "", linkCode } = useParams();
  return (
    <Container component="main" size="sm" py="xl">
      <Title order={1}>
        {companySlug} / {storeSlug}
        {linkCode ? ` (${linkCode})` : ""}
      </Title>
      <Text mt="md">Table reservations</Text>
    </Container>
  );
}
