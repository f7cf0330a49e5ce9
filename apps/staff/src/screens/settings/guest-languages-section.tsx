import { Alert, Paper, Stack, Switch, Text } from "@mantine/core";
import { Spinner, serverMessage, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/**
 * The guest languages the store offers (docs/product.md#languages): English always; Spanish on or off. With Spanish on, the kiosk's
 * welcome screen shows an English/Español toggle and the guest and public pages a switch (and follow the browser).
 * Staff screens stay English. Saved at once. A labelled region like the other sections, its title not a heading:
 * the settings headings are those of docs/product.md#settings (reminders included).
 */
export function GuestLanguagesSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.settings.getGuestLanguages.queryOptions());
  const save = useMutation(
    trpc.settings.saveGuestLanguages.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.settings.getGuestLanguages.queryKey(), saved),
    }),
  );
  const languages = save.isPending ? save.variables.languages : query.data;
  return (
    <Paper component="section" aria-label="Guest Languages" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Text fw={700} fz="h4" lh={1.3}>
          Guest Languages
        </Text>
        {languages ? (
          <>
            <Switch
              label="Offer Spanish (Español) to guests: kiosk, waitlist and booking pages, and their texts"
              checked={languages.includes("es")}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ languages: e.currentTarget.checked ? ["en", "es"] : ["en"] })}
            />
            <Text fz="sm" c="dimmed">
              Guests choose their language; every text to a guest is sent in the language they chose. English
              is always offered.
            </Text>
            {save.error ? (
              <Alert color="red" variant="light">
                {serverMessage(save.error) ?? "Could not save the guest languages. Please try again."}
              </Alert>
            ) : null}
          </>
        ) : (
          <Spinner size="sm" label="Loading guest languages" />
        )}
      </Stack>
    </Paper>
  );
}
