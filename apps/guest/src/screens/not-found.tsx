import { Container, Text, Title } from "@mantine/core";

/** An address that is neither a status link nor a join link. */
export function NotFound() {
  return (
    <Container component="main" size="xs" py="xl">
      <Title order={1} fz={26}>
        Page not found
      </Title>
      <Text mt="md">Check the link in your text message, or scan the waitlist QR code again.</Text>
    </Container>
  );
}
