/**
 * @seatline/api/testing: the test support other packages use (the e2e suite's Twilio stand-in, the server tests'
 * clock, the router's procedures for the door's tests). Test files, test-support folders, e2e, bench/ and scripts/ may import it; production code may not (the
 * arrow check in scripts/check-arrows.mjs refuses it), so no stand-in can be wired into a running server.
 */
export { manualClock } from "../clock";
export { procedureList } from "../trust/procedure-list";
export { startFakeTwilio } from "./fake-twilio";
export { type ReceivedMail, startLocalSmtp } from "./local-smtp";
