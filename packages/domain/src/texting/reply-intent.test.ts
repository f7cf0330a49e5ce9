import { describe, expect, it } from "vitest";
import { normalizeReply, replyIntent } from "./reply-intent";
import { REPLY_FIXTURE } from "./reply-intent.fixture";

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
