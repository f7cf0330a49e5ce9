import { Center, Loader, type MantineSize } from "@mantine/core";
import { msg } from "@seatline/domain";
import { useT } from "./i18n/i18n-context";

export interface SpinnerProps {
  /** Centre in the whole viewport (used while a session is being looked up). */
  fullScreen?: boolean;
  /** Accessible name; defaults to "Loading". */
  label?: string;
  size?: MantineSize;
}

/** The loading indicator: a centred Mantine Loader with role "status" and aria-label "Loading". */
export function Spinner({ fullScreen = false, label = msg("Loading"), size = "lg" }: SpinnerProps) {
  const t = useT();
  return (
    <Center w="100%" h={fullScreen ? "100dvh" : undefined} py={fullScreen ? 0 : "xl"}>
      <Loader role="status" aria-label={t(label)} size={size} />
    </Center>
  );
}
