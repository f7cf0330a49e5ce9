import { Center, Loader, type MantineSize } from "@mantine/core";

export interface SpinnerProps {
  /** Centre in the whole viewport (used while a session is being looked up). */
  fullScreen?: boolean;
  /** Accessible name; defaults to "Loading". */
  label?: string;
  size?: MantineSize;
}

/** The loading indicator: a centred Mantine Loader with role "status" and aria-label "Loading". */
export function Spinner({ fullScreen = false, label = "Loading", size = "lg" }: SpinnerProps) {
  return (
    <Center w="100%" h={fullScreen ? "100dvh" : undefined} py={fullScreen ? 0 : "xl"}>
      <Loader role="status" aria-label={label} size={size} />
    </Center>
  );
}
