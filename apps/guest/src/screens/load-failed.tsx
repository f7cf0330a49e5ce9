import { Alert, Container, Title } from "@mantine/core";
import { msg, serverMessage, trpcErrorCode, useT } from "@seatline/ui";

const TRY_AGAIN = msg("We could not load this page. Please check your connection and try again.");

/** A page that could not load: a link that names nothing (404) says so; anything else asks to try again. */
export function LoadFailed({ error }: { error: unknown }) {
  const t = useT();
  const notFound = trpcErrorCode(error) === "NOT_FOUND" || trpcErrorCode(error) === "BAD_REQUEST";
  return (
    <Container component="main" size="xs" py="xl">
      <Title order={1} fz={26} mb="md">
        {notFound ? t("Link not found") : t("Something went wrong")}
      </Title>
      <Alert color={notFound ? "blue" : "red"}>{t((notFound && serverMessage(error)) || TRY_AGAIN)}</Alert>
    </Container>
  );
}
