import { Container, Text, Title } from "@mantine/core";

/** An address that names no store (e.g. the CDN folder opened without "#/{company}/{store}"). */
export function NotFound() {
  return (
    <Container component="main" size="sm" py="xl">
      <Title order={1}>Page not found</Title>
      <Text mt="md">Check the reservation link you were given.</Text>
    </Container>
  );
}
