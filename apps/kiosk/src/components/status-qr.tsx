import { lazy, Suspense } from "react";

/** The QR encoder (qrcode.react, as packages/ui's QR codes) loads only when a ticket shows a code. */
const StatusQrCode = lazy(() => import("./status-qr-code").then((m) => ({ default: m.StatusQrCode })));

export interface StatusQrProps {
  /** The guest's own status page. */
  url: string;
  /** Side in px (at least 160, to scan from a phone at arm's length). */
  size: number;
  /** The code's accessible name. */
  label: string;
}

/** The ticket's code to the guest's status page; a blank square of the same size holds its place while it loads. */
export function StatusQr(props: StatusQrProps) {
  return (
    <Suspense fallback={<div style={{ width: props.size, height: props.size }} />}>
      <StatusQrCode {...props} />
    </Suspense>
  );
}
