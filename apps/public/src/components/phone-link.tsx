import { Anchor } from "@mantine/core";
import { formatPhone, phoneDigits } from "@seatline/domain";

/** A restaurant phone as a tap-to-call link, shown (xxx) xxx - xxxx. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    // A 44 px tall target (a phone's thumb), still read inline with its sentence (public.css).
    <Anchor href={`tel:${phoneDigits(phone)}`} fw={600} className="phone-link">
      {formatPhone(phone)}
    </Anchor>
  );
}
