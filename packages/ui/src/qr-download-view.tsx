import { Button, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { QRCodeCanvas, QRCodeSVG } from "qrcode.react";
import { useRef } from "react";
import {
  downloadDataUrl,
  QR_DOWNLOAD_SIZE,
  QR_LEVEL,
  type QrDownloadProps,
  toPngDataUrl,
} from "./qr-download";

/**
 * QrDownload's content, in its own chunk with qrcode.react: the code on screen (SVG) and a hidden canvas that the
 * button saves as a 370×370 PNG named `${fileName}.png`.
 */
export function QrDownloadView({
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
