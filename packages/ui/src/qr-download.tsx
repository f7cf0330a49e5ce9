import { Button, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { QRCodeCanvas, QRCodeSVG } from "qrcode.react";
import { useRef } from "react";

/** SPEC §9: QR codes use error-correction level H and download as a 370×370 PNG. */
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

/** A QR code (level H) with a button that downloads it as a 370×370 PNG named `${fileName}.png`. */
export function QrDownload({
  value,
  fileName,
  displaySize = 160,
  buttonLabel = "Download QR Code",
  title,
}: QrDownloadProps) {
  const canvasHolder = useRef<HTMLDivElement>(null);

  const download = () => {
    const canvas = canvasHolder.current?.querySelector("canvas");
    if (!canvas) return;
    downloadDataUrl(toPngDataUrl(canvas), `${fileName}.png`);
  };

  return (
    <Stack gap="xs" align="flex-start">
      {displaySize > 0 ? (
        <QRCodeSVG
          value={value}
          level={QR_LEVEL}
          size={displaySize}
          marginSize={2}
          role="img"
          title={title ?? `QR code for ${value}`}
        />
      ) : null}
      <div ref={canvasHolder} hidden>
        <QRCodeCanvas value={value} level={QR_LEVEL} size={QR_DOWNLOAD_SIZE} marginSize={2} aria-hidden />
      </div>
      <Button variant="default" leftSection={<IconDownload aria-hidden size={18} />} onClick={download}>
        {buttonLabel}
      </Button>
    </Stack>
  );
}
