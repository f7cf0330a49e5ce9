import { describe, expect, it } from "vitest";
import { normalizeReply, replyIntent } from "./reply-intent";
import { REPLY_FIXTURE } from "./reply-intent.fixture";

/** What a reply may only do on an unambiguous form. */
const DESTRUCTIVE = ["leave", "cancel", "opt_out"];

describe("reply intent", () => {
  it("the fixture has at least 150 real-world phrasings, English and Spanish", () => {
    expect(REPLY_FIXTURE.length).toBeGreaterThanOrEqual(150);
  });

  it.each(REPLY_FIXTURE.map((c) => [c.body, c.context, c.expected] as const))(
    "%j on a %s text means %s",
    (body, context, expected) => {
      expect(replyIntent(body, context).kind).toBe(expected);
    },
  );

  it("holds the replies an outside tester saw misread, none of them destructive", () => {
    const misread = [
      "Please don't cancel, we are coming!",
      "We can't come before 8, can we still keep the table?",
      "Could you cancel the reminder texts but keep our booking",
      "Please don't cancel us, we're parking",
      "We won't be there for 10 more minutes, please hold our spot",
      "Can't come in yet, 5 minutes out",
      "Don't forget to text me when the table is ready",
      "Never got the text with the link…",
      "Don't worry, got your message. Coming now",
    ];
    for (const body of misread) {
      const cases = REPLY_FIXTURE.filter((c) => c.body === body);
      expect(cases, body).not.toHaveLength(0);
      for (const c of cases) expect(DESTRUCTIVE, body).not.toContain(replyIntent(c.body, c.context).kind);
    }
  });

  it("a negation, a question, keep, hold, still coming or not yet never leaves the line or cancels", () => {
    const guarded =
      /\b(?:don't|don’t|dont|do not|never(?! ?mind)|keep|hold|still|not yet|no cancel\w*|no nos|todav[ií]a no|guarden)\b|\?/i;
    const cases = REPLY_FIXTURE.filter((c) => guarded.test(c.body));
    expect(cases.length).toBeGreaterThanOrEqual(50);
    for (const c of cases)
      expect(["leave", "cancel"], c.body).not.toContain(replyIntent(c.body, c.context).kind);
  });

  it("CANCEL alone opts out and also cancels; 'cancel please' only cancels", () => {
    expect(replyIntent("Cancel", "reservation")).toEqual({ kind: "opt_out", alsoCancel: true });
    expect(replyIntent("STOP", "waitlist")).toEqual({ kind: "opt_out", alsoCancel: false });
    expect(replyIntent("cancel please", "reservation")).toEqual({ kind: "cancel" });
  });

  it("ignores case, punctuation and spacing", () => {
    expect(normalizeReply("  Can’t   MAKE it!!! ")).toBe("can't make it");
    expect(normalizeReply("'quoted'")).toBe("quoted");
  });
});
