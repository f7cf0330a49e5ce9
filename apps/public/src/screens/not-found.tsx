import { Container, Text, Title } from "@mantine/core";
import { useT } from "@seatline/ui";

/** An address that names no store (e.g. the CDN folder opened without "#/{company}/{store}"). */
export function NotFound() {
  const t = useT();
  return (
    <Container component="main" size="sm" py="xl">
      <Title order={1}>{t("Page not found")}</Title>
      <Text mt="md">{t("Check the reservation link you were given.")}</Text>
    </Container>
  );
}
