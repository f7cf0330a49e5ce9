import { isGsm7 } from "@seatline/domain";
import { describe, expect, it } from "vitest";
import { reminderText } from "../notify/reminders";
import { confirmationText, courtesyText } from "../services/reservations/reservation-texts";
import { replyTexts, replyTextsIn } from "../webhooks/reply-texts";

const replyTextsEs = replyTextsIn("es");

const r = { reservationDate: "2026-11-21", reservationTime: "19:00", partySize: 2 };
const s = { name: "Demo Bistro", phone: "2125550142" };

describe("Spanish texts of reservations and replies (docs/product.md#languages)", () => {
  it("reminder, confirmation and courtesy texts follow the guest's language", () => {
    const link = "https://seatline.example/r/abc";
    expect(reminderText({ storeName: "Demo", ...r, link, language: "es" })).toBe(
      `Demo: recordatorio de su reservacion para 2 personas el sabado, 21 de noviembre de 2026 a las 7:00pm. Responda 1 para confirmar o 9 para cancelar. ${link}`,
    );
    expect(reminderText({ storeName: "Demo", ...r, link })).toContain(
      "reminder of your reservation for 2 people",
    );
    expect(confirmationText({ storeName: "Demo", storePhone: "", ...r, language: "es" })).toBe(
      "Demo: su reservacion para 2 personas el sabado, 21 de noviembre de 2026 a las 7:00pm esta confirmada. Por favor llegue 10 minutos antes.",
    );
    expect(courtesyText("Demo", "Ana", "es")).toBe(
      "Demo: Ana, ¡su mesa esta lista! Por favor venga al mostrador de recepcion.",
    );
    expect(courtesyText("Demo", "Ann")).toBe(
      "Demo: Ann, your table is ready! Please come to the host stand.",
    );
  });

  it("every reply answer has a Spanish version, in GSM-7", () => {
    expect(Object.keys(replyTextsEs).sort()).toEqual(Object.keys(replyTexts).sort());
    const answers = [
      replyTextsEs.unknown(),
      replyTextsEs.optedOut(s),
      replyTextsEs.optedIn(s),
      replyTextsEs.help(s),
      replyTextsEs.left(s),
      replyTextsEs.notInLine(s),
      replyTextsEs.late(s),
      replyTextsEs.hostSaw(s),
      replyTextsEs.confirmed(s, r),
      replyTextsEs.cancelled(s, r),
      replyTextsEs.alreadyCancelled(s),
      replyTextsEs.tooLate(s),
      replyTextsEs.notUnderstood(s),
    ];
    for (const a of answers) expect(isGsm7(a), a).toBe(true);
    expect(replyTextsEs.confirmed(s, r)).toBe(
      "Demo Bistro: gracias, su reservacion para 2 personas el sabado, 21 de noviembre de 2026 a las 7:00pm esta confirmada.",
    );
  });
});
