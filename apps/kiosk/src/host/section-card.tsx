import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled card of the host screen. */
export function SectionCard({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="md">
        <Title id={id} order={2} fz="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
