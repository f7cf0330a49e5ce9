/** The OpenAPI example of GET /api/reports/summary: a week of the demo store beside the week before. */
const walkIns = (parties: number, seated: number, wait: number) => ({
  parties,
  covers: seated * 2,
  seated,
  avgWait: wait,
  medianWait: Math.round(wait * 0.8),
  quoteMae: 6.4,
  within10: 0.78,
  underQuote: 0.12,
  walkAway: 0.09,
});
const bookings = (n: number) => ({
  bookings: n,
  covers: n * 3,
  noShowRate: 0.06,
  cancellations: Math.round(n / 10),
  confirmedByReply: 0.41,
});

export const reportSummaryExample = {
  query: { from: "2026-11-15", to: "2026-11-21", legacy_store_id: 1001 },
  response: {
    timezone: "America/New_York",
    range: { from: "2026-11-15", to: "2026-11-21" },
    previousRange: { from: "2026-11-08", to: "2026-11-14" },
    walkIns: {
      all: { current: walkIns(612, 540, 21.5), previous: walkIns(580, 512, 19.2) },
      groups: (["solo", "two", "three_four", "five_plus"] as const).map((group, i) => ({
        group,
        current: walkIns(150 - i * 20, 130 - i * 20, 15 + i * 6),
        previous: walkIns(140 - i * 20, 122 - i * 20, 14 + i * 6),
      })),
    },
    heatmap: [
      { weekday: 5, hour: 19, parties: 48, avgWait: 38.5 },
      { weekday: 6, hour: 19, parties: 55, avgWait: 44 },
    ],
    reservations: {
      all: { current: bookings(120), previous: bookings(104) },
      sources: (["public", "staff", "legacy"] as const).map((source, i) => ({
        source,
        current: bookings(60 - i * 20),
        previous: bookings(52 - i * 18),
      })),
    },
    texts: {
      current: { sent: 980, delivered: 951, failed: 12, optedOut: 3 },
      previous: { sent: 901, delivered: 877, failed: 9, optedOut: 1 },
    },
  },
};
