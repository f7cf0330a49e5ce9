import { Container, Stack, Text, Title } from "@mantine/core";
import { useT } from "@seatline/ui";
import { PhoneLink } from "../components/phone-link";

/** docs/product.md#public-page, #errors: the store details could not be loaded (unknown store or a failed call). */
export function TechnicalDifficulties({ phone }: { phone?: string | null }) {
  const t = useT();
  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="md" ta="center" align="center">
        <Title order={1}>{t("We're Having Technical Difficulties")}</Title>
        <Text size="lg">
          {phone ? (
            <>
              {t("Please call the restaurant at")} <PhoneLink phone={phone} />{" "}
              {t("to make your reservation.")}
            </>
          ) : (
            t("Please call the restaurant to make your reservation.")
          )}
        </Text>
        <Text size="sm" c="dimmed" role="status">
          {t("Failed to load store details")}
        </Text>
      </Stack>
    </Container>
  );
}
