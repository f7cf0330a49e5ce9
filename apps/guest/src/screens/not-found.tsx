import { Container, Text, Title } from "@mantine/core";
import { useT } from "@seatline/ui";

/** An address that is neither a status link nor a join link. */
export function NotFound() {
  const t = useT();
  return (
    <Container component="main" size="xs" py="xl">
      <Title order={1} fz={26}>
        {t("Page not found")}
      </Title>
      <Text mt="md">{t("Check the link in your text message, or scan the waitlist QR code again.")}</Text>
    </Container>
  );
}
