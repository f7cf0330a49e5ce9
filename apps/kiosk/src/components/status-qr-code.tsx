import { QR_LEVEL } from "@seatline/ui";
import { QRCodeCanvas } from "qrcode.react";
import type { StatusQrProps } from "./status-qr";

/** StatusQr's content, in its own chunk with qrcode.react: the code drawn on a canvas, with a quiet zone around it. */
export function StatusQrCode({ url, size, label }: StatusQrProps) {
  return (
    <QRCodeCanvas
      value={url}
      level={QR_LEVEL}
      size={size}
      marginSize={4}
      role="img"
      aria-label={label}
      data-testid="ticket-qr"
    />
  );
}
