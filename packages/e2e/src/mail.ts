import { type APIRequestContext, expect } from "@playwright/test";
import type { ReceivedMail } from "@seatline/api/testing";
import { localSmtpReaderURL } from "./env";

/** Every e-mail this worker's server sent so far, as the local SMTP server took and parsed it (global-setup.ts). */
export async function sentMails(request: APIRequestContext): Promise<ReceivedMail[]> {
  const res = await request.get(`${localSmtpReaderURL}/messages`);
  expect(res.ok(), "the local SMTP server's reader answers").toBe(true);
  return (await res.json()) as ReceivedMail[];
}

/** The e-mails to one address, waiting (up to `timeout`) until `count` have arrived. */
export async function mailsTo(
  request: APIRequestContext,
  address: string,
  { count = 1, timeout = 10_000 }: { count?: number; timeout?: number } = {},
): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await sentMails(request)).filter((m) =>
          m.to.some((to) => to.toLowerCase() === address.toLowerCase()),
        );
        return found.length;
      },
      { timeout, message: `${count} e-mail(s) to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The calendar file attached to an e-mail, unfolded (RFC 5545 continuation lines joined). */
export function icsAttachment(mail: ReceivedMail): string {
  const file = mail.attachments.find((a) => a.filename.endsWith(".ics"));
  expect(file, `an .ics attached to "${mail.subject}"`).toBeDefined();
  return (file?.content ?? "").replace(/\r\n[ \t]/g, "");
}

/** The first link of a kind in an e-mail's text: /r/ (the booking page) or /u/ (unsubscribe). */
export function mailLink(mail: ReceivedMail, kind: "r" | "u"): string {
  return new RegExp(`https?://\\S+/${kind}/[A-Za-z0-9_-]{32}`).exec(mail.text)?.[0] ?? "";
}
