import { Anchor } from "@mantine/core";
import { formatPhone, phoneDigits } from "@seatline/domain";

/** A restaurant phone as a tap-to-call link, shown (xxx) xxx - xxxx. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Anchor href={`tel:${phoneDigits(phone)}`} fw={600} style={{ whiteSpace: "nowrap" }}>
      {formatPhone(phone)}
    </Anchor>
  );
}
