/**
 * What bounds the messages a stranger can cause (docs/product.md#texts, SECURITY.md item 29). Per recipient, per store
 * and 24 hours, the bound is one SQL function's (seatline_recipient_held: 6 texts to a phone that never replied and
 * staff never entered, 20 to one that did; 4 e-mails to an address staff never entered, 20 to one they did). Per
 * booking, a guest's changes: a change notice still waiting to be sent is rewritten by the next change ("changed 3
 * times; it is now …"), and past CHANGE_NOTICES_PER_BOOKING_PER_DAY notices in 24 hours the next is held back.
 */

/** A booking's change notices a guest's changes may send in 24 hours, per channel (texts, e-mails). */
export const CHANGE_NOTICES_PER_BOOKING_PER_DAY = 3;

/** What the host reads on a change notice held back (the staff console's mark). */
export const changeNoticeHeldReason = {
  text: `Held back: this booking's changes were already texted ${CHANGE_NOTICES_PER_BOOKING_PER_DAY} times today.`,
  email: `Held back: this booking's changes were already e-mailed ${CHANGE_NOTICES_PER_BOOKING_PER_DAY} times today.`,
} as const;
