import { Button, Skeleton, Stack } from "@mantine/core";
import { lazy, Suspense } from "react";

/** docs/product.md#limits: QR codes use error-correction level H and download as a 370×370 PNG. */
export const QR_LEVEL = "H";
export const QR_DOWNLOAD_SIZE = 370;

export interface QrDownloadProps {
  /** The text (URL) the code encodes. */
  value: string;
  /** File name of the PNG without the extension, e.g. "demo-downtown". */
  fileName: string;
  /** Size of the code shown on screen in px; 0 shows only the download button. */
  displaySize?: number;
  /** Text of the download button. */
  buttonLabel?: string;
  /** Accessible name of the code on screen. */
  title?: string;
}

/** Draws any canvas onto a fresh white `size`×`size` canvas (the source may be scaled by devicePixelRatio). */
export function toPngDataUrl(source: HTMLCanvasElement, size = QR_DOWNLOAD_SIZE): string {
  const out = document.createElement("canvas");
  out.width = size;
  out.height = size;
  const ctx = out.getContext("2d");
  if (!ctx) throw new Error("Canvas 2D is not available.");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, size, size);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(source, 0, 0, size, size);
  return out.toDataURL("image/png");
}

/** Saves a data URL as a file through a temporary link. */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = dataUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

const QrDownloadView = lazy(() => import("./qr-download-view").then((m) => ({ default: m.QrDownloadView })));

/**
 * A QR code (level H) with a button that downloads it as a 370×370 PNG named `${fileName}.png`. The QR encoder
 * (qrcode.react) loads when the first code is shown; until then a placeholder of the same size holds its place.
 */
export function QrDownload(props: QrDownloadProps) {
  const { displaySize = 160, buttonLabel = "Download QR Code" } = props;
  return (
    <Suspense
      fallback={
        <Stack gap="xs" align="flex-start">
          {displaySize > 0 ? <Skeleton w={displaySize} h={displaySize} radius={0} /> : null}
          <Button variant="default" disabled>
            {buttonLabel}
          </Button>
        </Stack>
      }
    >
      <QrDownloadView {...props} />
    </Suspense>
  );
}
