import { Container, Text, Title } from "@mantine/core";

export function NotFound() {
  return (
    <Container component="main" size="sm" py="xl">
      <Title order={1}>Page not found</Title>
      <Text mt="md">Check the reservation link you were given.</Text>
    </Container>
  );
}
