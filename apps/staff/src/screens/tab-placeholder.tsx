import { Title } from "@mantine/core";

/** Empty tab body until the tab's screen lands: just its title. */
export function TabPlaceholder({ title }: { title: string }) {
  return (
    <Title order={2} fz="h3">
      {title}
    </Title>
  );
}
