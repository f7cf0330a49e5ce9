import { Image, Title } from "@mantine/core";

/**
 * Logo images per store, keyed by the store's account e-mail (docs/product.md#kiosk: the logo depends on it). None are bundled
 * yet: a store without an entry shows its name as the logo.
 */
const logoByAccountEmail: Readonly<Record<string, string>> = {};

export function logoUrlFor(accountEmail: string): string | undefined {
  return logoByAccountEmail[accountEmail.trim().toLowerCase()];
}

export interface StoreLogoProps {
  name: string;
  accountEmail: string;
  /** A phone: the logo is smaller, so the welcome screen fits. */
  compact?: boolean;
}

/** The restaurant's logo on the welcome screen: its image when one is known, otherwise its name. */
export function StoreLogo({ name, accountEmail, compact = false }: StoreLogoProps) {
  const url = logoUrlFor(accountEmail);
  if (url) return <Image src={url} alt={name} mah={compact ? 96 : 180} w="auto" fit="contain" />;
  return (
    <Title order={1} fz={compact ? 30 : 56} fw={800} lh={1.1} c="seatline.9">
      {name}
    </Title>
  );
}
