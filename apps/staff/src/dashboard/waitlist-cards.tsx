import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** The waitlist as a list of cards (narrow screens), with the table's empty state. */
export function WaitlistCards({
  label,
  empty,
  isEmpty,
  children,
}: {
  label: string;
  empty: string;
  isEmpty: boolean;
  children?: ReactNode;
}) {
  if (isEmpty) {
    return (
      <Text ta="center" c="dimmed" py="xl" fz="lg">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {children}
    </Stack>
  );
}
