/**
 * The shape of an owner's report (docs/product.md#reports), one zod schema for the staff console (tRPC) and legacy clients
 * (GET /api/reports/summary, documented in the OpenAPI document from this schema). Rates are shares 0..1; minutes
 * are minutes; a figure with nothing to measure (no seated party, no resolved booking) is null.
 */
import { z } from "zod";
import { waitGroups } from "../wait-quote";

const share = z.number().min(0).max(1).nullable();
const minutes = z.number().min(0).nullable();
const count = z.number().int().min(0);

export const reportRangeSchema = z
  .object({
    from: z.string().describe("First business date (store-local YYYY-MM-DD), inclusive."),
    to: z.string().describe("Last business date, inclusive."),
  })
  .strict()
  .meta({ id: "ReportRange" });

export const walkInFiguresSchema = z
  .object({
    parties: count.describe("Walk-in parties that joined the line."),
    covers: count.describe("Guests of the parties that were seated."),
    seated: count,
    avgWait: minutes.describe("Average actual wait of seated parties, minutes."),
    medianWait: minutes.describe("Median actual wait of seated parties (nearest rank), minutes."),
    quoteMae: minutes.describe("Mean absolute error of the quote, minutes (as `pnpm quotes:backtest`)."),
    within10: share.describe("Share of seated parties whose wait was within ±10 minutes of the quote."),
    underQuote: share.describe("Share of seated parties who waited more than 5 minutes over the quote."),
    walkAway: share.describe("Share of parties that left the line or were a no show, of those that left it."),
  })
  .strict()
  .meta({ id: "WalkInFigures" });

export const reservationFiguresSchema = z
  .object({
    bookings: count.describe("Reservations for dates in the range, whatever became of them."),
    covers: count.describe("Guests of the bookings that were not cancelled and not a no show."),
    noShowRate: share.describe("No shows of the bookings that ended (seated or no show)."),
    cancellations: count,
    confirmedByReply: share.describe("Share of bookings the guest confirmed by replying to a text."),
  })
  .strict()
  .meta({ id: "ReservationFigures" });

export const textFiguresSchema = z
  .object({
    sent: count.describe("Texts handed to the provider."),
    delivered: count.describe("Texts the carrier reported delivered."),
    failed: count.describe("Texts that failed or were reported undelivered."),
    optedOut: count.describe("Phones that replied STOP in the period."),
  })
  .strict()
  .meta({ id: "TextFigures" });

const compared = <T extends z.ZodType>(figures: T) =>
  z.object({ current: figures, previous: figures }).strict();

export const reservationSources = ["public", "staff", "legacy", "notify"] as const;
export type ReservationSource = (typeof reservationSources)[number];

export const reportSummarySchema = z
  .object({
    timezone: z.string(),
    range: reportRangeSchema,
    previousRange: reportRangeSchema,
    walkIns: z
      .object({
        all: compared(walkInFiguresSchema),
        groups: z.array(compared(walkInFiguresSchema).extend({ group: z.enum(waitGroups) })),
      })
      .strict(),
    heatmap: z
      .array(
        z
          .object({
            weekday: z.number().int().min(1).max(7).describe("ISO weekday, 1 = Monday."),
            hour: z.number().int().min(0).max(23).describe("Store-local hour the party joined."),
            parties: count,
            avgWait: z.number().min(0),
          })
          .strict(),
      )
      .describe("Average wait of seated parties by weekday and hour they joined (current range)."),
    reservations: z
      .object({
        all: compared(reservationFiguresSchema),
        sources: z.array(compared(reservationFiguresSchema).extend({ source: z.enum(reservationSources) })),
      })
      .strict(),
    texts: compared(textFiguresSchema),
  })
  .strict()
  .meta({ id: "ReportSummary" });

export type ReportSummary = z.infer<typeof reportSummarySchema>;
export type WalkInFigures = z.infer<typeof walkInFiguresSchema>;
export type ReservationFigures = z.infer<typeof reservationFiguresSchema>;
export type TextFigures = z.infer<typeof textFiguresSchema>;

export const coversDaySchema = z
  .object({
    date: z.string(),
    quarters: z.array(
      z
        .object({
          time: z.string().describe("Store-local start of the 15 minutes, HH:MM."),
          walkIns: count.describe("Guests of walk-in parties seated in these 15 minutes."),
          reservations: count.describe("Guests of seated bookings due in these 15 minutes."),
        })
        .strict(),
    ),
  })
  .strict();
export type CoversDay = z.infer<typeof coversDaySchema>;
