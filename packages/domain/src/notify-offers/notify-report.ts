/**
 * The notify list's figures in Reports (docs/product.md#reports) and its export's columns: requests made, offers
 * sent and taken, cancellations refilled (a freed table taken from an offer the cascade made), covers recovered, and
 * the median minutes from the freeing (the cancellation) to the taking.
 */
import { type CsvColumn, localStamp } from "../reports/report-csv";
import { medianMinutes } from "./notify-rules";

export interface NotifyReportOffer {
  status: string;
  partySize: number;
  offeredBy: string;
  freedAt: Date | string;
  settledAt: Date | string | null;
}

export interface NotifyFigures {
  requests: number;
  offersSent: number;
  offersTaken: number;
  cancellationsRefilled: number;
  coversRecovered: number;
  /** Null when nothing was refilled. */
  medianRefillMinutes: number | null;
}

const ms = (at: Date | string) => (typeof at === "string" ? new Date(at) : at).getTime();

export function notifyFiguresOf(requests: number, offers: readonly NotifyReportOffer[]): NotifyFigures {
  const taken = offers.filter((o) => o.status === "taken");
  const refilled = taken.filter((o) => o.offeredBy === "cascade" && o.settledAt !== null);
  return {
    requests,
    offersSent: offers.length,
    offersTaken: taken.length,
    cancellationsRefilled: refilled.length,
    coversRecovered: taken.reduce((n, o) => n + o.partySize, 0),
    medianRefillMinutes: medianMinutes(
      refilled.map((o) => (ms(o.settledAt ?? o.freedAt) - ms(o.freedAt)) / 60_000),
    ),
  };
}

export interface NotifyOfferExportRow extends NotifyReportOffer {
  offerDate: string;
  slotTime: string;
  guestName: string;
  guestPhone: string;
  offeredAt: Date | string;
  expiresAt: Date | string;
}

export const notifyOfferColumns: readonly CsvColumn<NotifyOfferExportRow>[] = [
  { label: "Date", value: (r) => r.offerDate },
  { label: "Time", value: (r) => r.slotTime },
  { label: "Size", value: (r) => r.partySize },
  { label: "Name", value: (r) => r.guestName },
  { label: "Phone", value: (r) => r.guestPhone },
  { label: "Outcome", value: (r) => r.status },
  { label: "Offered by", value: (r) => r.offeredBy },
  { label: "Freed at", value: (r, tz) => localStamp(tz, r.freedAt) },
  { label: "Offered at", value: (r, tz) => localStamp(tz, r.offeredAt) },
  { label: "Hold ends", value: (r, tz) => localStamp(tz, r.expiresAt) },
  { label: "Settled at", value: (r, tz) => localStamp(tz, r.settledAt) },
];
