import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

export interface SettingsSectionProps {
  title: string;
  children: ReactNode;
  /** Something shown right of the title (e.g. a toggle). */
  aside?: ReactNode;
}

/** One titled section of the settings screen. */
export function SettingsSection({ title, children, aside }: SettingsSectionProps) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="lg">
      <Stack gap="md">
        {aside ? (
          <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 16 }}>
            <Title order={3} fz="h4" id={id}>
              {title}
            </Title>
            {aside}
          </div>
        ) : (
          <Title order={3} fz="h4" id={id}>
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
