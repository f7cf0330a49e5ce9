// What the other packages and the apps import from @seatline/domain. A name used only inside the package is imported
// from its own module.
export { type BookableDateRules, dateRefusal, isBookableDate, normaliseAccessDays } from "./bookable-dates";
export {
  arrivalLabel,
  arrivalMessages,
  arrivalRefusal,
  canMarkArrival,
  markArrivalInput,
  tooManyArrivedMessage,
} from "./booking-arrival";
export {
  addMonths,
  calendarKeyTarget,
  firstDateWhere,
  monthLabel,
  monthOf,
  monthWeeks,
  weekdayHeaders,
} from "./calendar-month";
export { closedNowMessage, closedNowWords } from "./closed-message";
export {
  type ContactField,
  contactMessages,
  contactProblems,
  REMOTE_PHONE_NOT_TEXTABLE,
  textablePhoneFieldProblem,
} from "./contact-rules";
export { type DashboardFilter, isFiltering, partyMatches, SIZE_FILTER_SPREAD } from "./dashboard-filter";
export {
  DEVICE_SESSION_REFUSED,
  KIOSK_NEEDS_PAIRING,
  PAIR_NEEDS_MANAGER,
  STAND_IDLE_MS,
  STAND_LOCKED,
  STAND_ONLY,
  STAND_RUNS_THE_DOOR,
  STAND_SESSION_REFUSED,
  STAND_TOO_MANY_TRIES,
  WRONG_PASSWORD_FOR_PIN,
  WRONG_STAND_PIN,
} from "./device-sessions";
export {
  LOGIN_FAILED,
  type LoginInput,
  loginInput,
  noLocationMessage,
  SESSION_TTL_MS,
} from "./entities/auth";
export {
  type AreaSeating,
  addServerInput,
  addTableInput,
  assignSectionInput,
  COMBINED_TABLES_MAX,
  defaultAreas,
  FLOOR_SERVERS_MAX,
  type FloorArea,
  type FloorParty,
  type FloorServer,
  type FloorTable,
  type FloorTableView,
  type FloorView,
  moveTableInput,
  type OccupancyState,
  PLAN_EXTENT,
  removeTableInput,
  reservationSuggestionsInput,
  SERVER_NAME_MAX,
  seatAtTableInput,
  seatReservationInput,
  serverOutInput,
  serverRefInput,
  type TableFields,
  type TableShape,
  type TableState,
  type TableSuggestion,
  type TableTakes,
  tableShapes,
  tableStateInput,
  tableSuggestionsInput,
  tableTakes,
  updateTableInput,
} from "./entities/floor";
export {
  correctPhoneInput,
  guestTokenInput,
  INVALID_STATUS_LINK,
  REMOTE_PHONE_REQUIRED,
  type RemoteJoin,
  remoteJoinInput,
} from "./entities/guest";
export { DEFAULT_RETENTION_MONTHS, guestPhoneInput, retentionInput } from "./entities/privacy";
export {
  BOOKING_HORIZON_RANGE,
  beyondHorizonMessage,
  DASHBOARD_LEAD_RANGE,
  MAX_PARTY_SIZE,
  MIN_PARTY_SIZE,
  PUBLIC_BOOKINGS_PER_PHONE,
  RESERVATION_SEARCH_DAYS_BACK,
  RESERVATION_SEARCH_LIMIT,
  type ReservationStatus,
  reservationMessages,
  reservationStatuses,
  type SeatingPreference,
  STAFF_BOOKING_MAX_DAYS,
  seatingPreferences,
} from "./entities/reservation-constants";
export {
  type AccessLink,
  accessDateField,
  accessLinkDateInput,
  blackoutDateInput,
  type CreateReservationInput,
  createAccessLinkInput,
  createReservationInput,
  dateField,
  guestEmailField,
  guestNameField,
  guestPhoneField,
  linkCodeCreateField,
  linkCodeField,
  type OpeningHours,
  type PublicCreateReservationInput,
  partySizeField,
  publicCreateReservationInput,
  type Reservation,
  type ReservationConfig,
  type ReservationConfigInput,
  type ReservationFields,
  reservationConfigInput,
  reservationNoteInput,
  reservationRefInput,
  reservationSearchInput,
  type StoreDetails,
  setReservationStatusInput,
  specialRequestsField,
  storeSlugsInput,
  type TimeWindow,
  timeField,
  type UpdateReservationInput,
  updateAccessLinkInput,
  updateReservationInput,
} from "./entities/reservations";
export {
  type AcceptInviteInput,
  acceptInviteInput,
  type ChangeStaffRoleInput,
  changeStaffRoleInput,
  INVITE_HAS_ACCOUNT,
  INVITE_INVALID,
  INVITE_TTL_MS,
  type InviteStaffInput,
  inviteStaffInput,
  inviteTokenInput,
  PASSWORD_MIN,
  staffInviteInput,
  staffMemberInput,
} from "./entities/staff";
export {
  type AddParty,
  addPartyInput,
  businessDateSchema,
  customerIdOf,
  type EditParty,
  editPartyInput,
  entryIdInput,
  entryNoteInput,
  guestNameSchema,
  type HostWaitlist,
  JOIN_AT_ANOTHER_STORE,
  type JoinWaitlist,
  type JoinWaitlistInput,
  joinWaitlistInput,
  type KioskSettings,
  type KioskSettingsChange,
  type KioskState,
  kioskSettingsChangeSchema,
  kioskSettingsSchema,
  noteSchema,
  optionalDateInput,
  optionalNoteSchema,
  optionalPhoneSchema,
  partySizeSchema,
  quotedWaitSchema,
  reservationSeating,
  type SeatingChoice,
  seatingChoices,
  seatingFlags,
  seatingOf,
  tableSettingsSchema,
  type WaitlistEntryView,
  type WaitlistHistory,
  type WaitlistReservationRow,
  type WaitlistSummary,
} from "./entities/waitlist";
export {
  ANNOUNCEMENT_MAX,
  NAME_MAX,
  NOTE_MAX,
  PARTY_SIZE_MAX,
  TABLES_MAX,
  TURN_MINUTES_MAX,
} from "./entities/waitlist-constants";
export { badRequest, conflict, DomainError, httpStatusOf, notFound } from "./errors";
export {
  blockedCountMessage,
  compareTableNames,
  countTables,
  expectedTurnFor,
  FLOOR_TABLES_MAX,
  freeSpot,
  generatedTableShape,
  minutesBetween,
  minutesText,
  nextTableNames,
  overlapMessage,
  overlappingTable,
  PLAN_ROW_WIDTH,
  type PlanTable,
  planTableCounts,
  promisedTables,
  type RecentCovers,
  ROTATION_WINDOW_MINUTES,
  type SeatParty,
  type SuggestTable,
  seatDropRefusal,
  seatRefusal,
  seatsText,
  serverWhoseTurn,
  suggestTables,
  type TableCountPlan,
  type TableCounts,
  type TurnClockTone,
  tableAccessibleName,
  tableFootprint,
  tableGroupOf,
  tooManyTablesMessage,
  turnClockTone,
  type UpcomingBooking,
  withRotation,
} from "./floor/index";
export {
  addGuestNoteInput,
  addGuestTagInput,
  GUEST_NOTE_MAX,
  GUEST_SEARCH_LIMIT,
  GUEST_TAG_MAX,
  type GuestProfileSummary,
  type GuestProfileView,
  mergeGuestsInput,
  profileIdInput,
  removeGuestTagInput,
  searchGuestsInput,
} from "./guest-book/guest-book-inputs";
export { type GuestFavourites, guestFavouritesOf } from "./guest-book/guest-favourites";
export {
  type GuestBadge,
  type GuestFigures,
  guestBadgeText,
  LATE_CANCEL_HOURS,
} from "./guest-book/guest-figures";
export {
  badgeTagText,
  type GuestTagKind,
  guestTagKindLabels,
  guestTagKinds,
  guestTagText,
  isSensitiveTag,
  tagNeedsDetail,
} from "./guest-book/guest-tags";
export {
  GUEST_TOKEN_RE,
  type GuestJoinInfo,
  type GuestJoinResult,
  type GuestPhoneCorrected,
  type GuestStatus,
  guestPlaceOfCounts,
  guestPositionMessage,
  guestStateMessages,
  guestStateOf,
  isInLine,
  nameInitial,
  REMOTE_JOIN_DISABLED,
  REMOTE_JOIN_ROOT,
  REMOTE_JOIN_SENT,
  remoteJoinPath,
  STATUS_PAGE_ROOT,
  statusPagePath,
  statusPageUrl,
  WAITLIST_CLOSED_MESSAGE,
  waitRangeText,
} from "./guest-status";
export { hasControlChars } from "./guest-text";
export {
  type MyStandPin,
  type SetStandPinInput,
  STAND_NAME_MAX,
  type StandPerson,
  setStandPinInput,
  standUnlockInput,
} from "./host-stand";
export {
  DEFAULT_RANGE,
  dayRanges,
  dayValue,
  type FormRange,
  type HoursForm,
  hoursDayKeys,
  hoursFormProblem,
  hoursFromForm,
  hoursToForm,
} from "./hours-form";
export {
  MAX_RANGES_PER_DAY,
  normalizeOpeningHours,
  openingHoursInput,
  openingHoursProblem,
  weekdayLongNames,
} from "./hours-validation";
export { catalogEsWords } from "./i18n/catalog-es-words";
export {
  type Catalog,
  formatMessage,
  type MessageValues,
  messageArguments,
  msg,
} from "./i18n/format-message";
export {
  type GuestLanguage,
  guestLanguageCodes,
  guestLanguageNames,
  isGuestLanguage,
  offeredGuestLanguage,
  pickGuestLanguage,
} from "./i18n/language";
export { optionalGuestLanguageSchema, storeGuestLanguagesSchema } from "./i18n/language-schema";
export { translate } from "./i18n/translate";
export { icsDateTime, reservationIcs } from "./ics";
export { canContinueName, canContinueParty, isPhoneComplete, typeDigit } from "./join-steps";
export {
  appendPinDigit,
  HOST_SCREEN_LOCKED,
  isKioskPin,
  KIOSK_HOST_IDLE_MS,
  KIOSK_PIN_FORMAT,
  type KioskLockStatus,
  setKioskPinInput,
  TOO_MANY_UNLOCKS,
  UNLOCK_UNAVAILABLE,
  unlockHostInput,
  WRONG_KIOSK_PASSWORD,
  WRONG_KIOSK_PIN,
} from "./kiosk-lock";
export { FIRST_IN_LINE_MESSAGE, waitNearbyMessage } from "./kiosk-messages";
export { type KioskJoinView, type KioskStanding, ticketQuote } from "./kiosk-ticket";
export { formatLongDate } from "./long-date";
export {
  type NotifySettingsInput,
  notifyDayInput,
  notifyRequestRefInput,
  notifySettingsInput,
  notifyTokenInput,
  type PublicNotifyRequestInput,
  publicNotifyRequestInput,
} from "./notify-offers/notify-inputs";
export { type NotifyFigures, notifyFiguresOf, notifyOfferColumns } from "./notify-offers/notify-report";
export {
  holdExpiresAt,
  holdMinutesLeft,
  maxHeldTables,
  NOTIFY_CUTOFF_RANGE,
  NOTIFY_HOLD_RANGE,
  NOTIFY_HOLD_SHARE_RANGE,
  NOTIFY_OPEN_REQUESTS_PER_PHONE,
  NOTIFY_PAGE_ROOT,
  NOTIFY_TEXTS_PER_PHONE_PER_DAY,
  NOTIFY_TOKEN_RE,
  type NotifyOfferStatus,
  type NotifyRequestStatus,
  nextOffer,
  notifyMessages,
  notifyOfferStatuses,
  notifyPagePath,
  OPEN_NOTIFY_STATUSES,
  offerLabel,
  offerQuietNow,
  partyTooLargeMessage,
  slotsInWindow,
  windowRefusal,
} from "./notify-offers/notify-rules";
export {
  formatClockTime,
  notifyListedText,
  notifyOfferText,
  notifyReplyTexts,
} from "./notify-offers/notify-texts";
export { type OpeningStatus, openingStatus } from "./open-now";
export { groupOpeningHours, weekdayShortNames } from "./opening-hours";
export { formatPartySize } from "./party-size-text";
export { formatPhone, PHONE_DIGITS, phoneDigits } from "./phone";
export { phoneEditDigits } from "./phone-mask";
export { PHONE_NOT_REAL } from "./phone-rules";
export { isTextablePhone, notTextableReason, notTextableReasons } from "./phone-textable";
export { type PublicTime, publicTimes } from "./public-times";
export { baseQuote, type SeatEvent } from "./quotes/estimator";
export type { HistoryRow } from "./quotes/history-csv";
export { type Rng, seededRng } from "./quotes/prng";
export { simProfiles } from "./quotes/profiles";
export {
  applyObservation,
  type CellKey,
  type CellStats,
  cellKey,
  emptyCell,
  LINE,
  observationsOf,
  QuoteStatsMap,
  RESIDUAL_BINS,
  type SeatObservation,
} from "./quotes/quote-stats";
export { replayWithSummary } from "./quotes/replay";
export type { RoomState } from "./quotes/room-model";
export { isoDow, type SimParty, simulate } from "./quotes/simulator";
export { HOST_CONFIRMS_LABEL, TOLD_WAIT_MESSAGES, toldWaitLabel, toldWaitMessage } from "./quotes/told-words";
export {
  MAX_TOLD_QUOTE_MINUTES,
  type QuoteState,
  type QuoteTold,
  type WalkInQuote,
  walkInQuote,
  walkInQuoter,
} from "./quotes/walk-in-quote";
export {
  type CsvColumn,
  csvHeader,
  csvLine,
  csvRow,
  parseCsv,
  type ReportExport,
  reservationColumns,
  tableColumns,
  textColumns,
  visitColumns,
} from "./reports/report-csv";
export {
  type HeatCell,
  heatmapOf,
  reservationFiguresOf,
  textFiguresOf,
  type WaitCell,
  type WalkInCell,
  walkInFiguresOf,
  walkInsByGroup,
} from "./reports/report-figures";
export {
  presetRange,
  previousRange,
  type ReportPreset,
  type ReportRange,
  rangeDays,
  reportDayInput,
  reportRangeInput,
  reportRangeMessages,
} from "./reports/report-range";
export {
  type CoversDay,
  type ReportSummary,
  type ReservationFigures,
  reportSummarySchema,
  reservationSources,
  type WalkInFigures,
} from "./reports/report-summary";
export { openSpans, type TableFigures, type TableReport, tableReportOf } from "./reports/table-figures";
export {
  alertNeedsConfirm,
  DASHBOARD_LEAD_MINUTES_DEFAULT,
  isBookingOnDashboard,
  minutesUntilBooking,
} from "./reservation-dashboard";
export {
  canSubmitReservation,
  isPickableWindow,
  type OwnSlot,
  partySizeOptions,
  seatingOptions,
  toSeatingPreference,
} from "./reservation-form";
export {
  isReservationLate,
  NOT_SEATED,
  type ReservationActions,
  reservationActionRefusals,
  reservationActions,
  reservationBadge,
  reservationStatusLabel,
  statusBadgeColor,
  statusChangeRefusal,
  tableHoldingStatuses,
} from "./reservation-status";
export {
  type SeatingSetting,
  seatingToggles,
  shownSeatingToggles,
  toggleSeatingChoice,
} from "./seating-options";
export {
  canSaveTableSettings,
  isFormChanged,
  linkCodeRefusal,
  maxPersonsOptions,
  maxTablesOptions,
  parseTableField,
  parseTableSettingsForm,
  reservationIntervalOptions,
  type TableSettingsKey,
  tableSettingsToForm,
} from "./settings-forms";
export { coversByShift, coversText, type DayCovers } from "./shift-covers";
export { isGsm7, toGsm7, waitlistText } from "./sms-templates";
export {
  parseStaffRole,
  roleAllows,
  roleRefusal,
  type StaffRole,
  staffRoleLabels,
  staffRoles,
} from "./staff-roles";
export { isTrivialPin, TRIVIAL_STAND_PIN } from "./stand-pin-rules";
export {
  LINK_TEXT_SENT,
  LINK_TEXTS_USED_UP,
  linkTextRefusal,
  NOT_IN_LINE_ANY_MORE,
  RESEND_TOO_SOON,
  SAME_PHONE_AGAIN,
  STATUS_LINK_TEXT_RULES,
} from "./status-link-texts";
export {
  addDays,
  dayjs,
  formatTime12,
  instantTime12,
  isoWeekday,
  isValidDate,
  minutesToTime,
  startOfStoreDate,
  storeDate,
  storeInstant,
  storeMinutes,
  storeWallClock,
  timeToMinutes,
  wholeMinutesBetween,
} from "./store-time";
export { type StoreTopic, storeTopics } from "./store-topics";
export {
  bookingChangeMessages,
  bookingSlotWords,
  changeActorLabel,
  changeTimeWords,
  type ReservationChange,
  type ReservationChangeActor,
  slotChanged,
} from "./texting/booking-change";
export {
  type BookingChangeInput,
  bookingChangeInput,
  bookingTimesInput,
} from "./texting/booking-change-input";
export {
  BOOKING_PAGE_ROOT,
  BOOKING_TOKEN_RE,
  type BookingPageView,
  type BookingStatus,
  bookingPageMessages,
  bookingPagePath,
  bookingStatusText,
  partyAtRestaurant,
} from "./texting/booking-page";
export { bookingTokenInput } from "./texting/booking-token-input";
export { defangLinks } from "./texting/defang-links";
export {
  hasUnfilledGuestLink,
  LINK_TOKEN_PLACEHOLDER,
  redactGuestLinks,
  restoreGuestLinks,
} from "./texting/guest-links";
export {
  type GuestThread,
  type GuestThreadLine,
  HOST_MESSAGE_LIMIT_REACHED,
  HOST_MESSAGE_MAX,
  HOST_MESSAGE_NO_PHONE,
  HOST_MESSAGE_NOT_TEXTABLE,
  HOST_MESSAGE_OPTED_OUT,
  HOST_MESSAGES_PER_VISIT,
  hostMessageBody,
  type SendToGuest,
  sendToGuestInput,
  smsSize,
} from "./texting/host-message";
export { CHANGE_NOTICES_PER_BOOKING_PER_DAY, changeNoticeHeldReason } from "./texting/message-bounds";
export { bookingMessageUsefulUntil, textUsefulUntil } from "./texting/message-useful-until";
export { type ReminderSettings, reminderSettingsInput } from "./texting/reminder-settings";
export {
  DEFAULT_REMINDER_HOURS,
  inQuietHours,
  QUIET_MOVED_TO,
  QUIET_START_MINUTES,
  reminderTimes,
} from "./texting/reminder-times";
export { normalizeReply, type ReplyIntent, replyIntent } from "./texting/reply-intent";
export { REPLY_FIXTURE } from "./texting/reply-intent.fixture";
export {
  type GuestTextMarks,
  HELD_EMAIL_LABEL,
  hostVisibleMessage,
  OPTED_OUT_LABEL,
  RUNNING_LATE_LABEL,
  type TextMarkState,
  textMarkLabel,
  textMarkOf,
} from "./texting/text-marks";
export {
  formatTicket,
  INITIAL_TICKET,
  KIOSK_LEASE_REFILL_BELOW,
  KIOSK_LEASE_SIZE,
  nextTicket,
  TICKET_CYCLE,
  type TicketCounter,
} from "./tickets";
export {
  fitsInSlot,
  isFutureSlot,
  type SlotBooking,
  slotTimesForDate,
  slotUsage,
  tablesAvailableLabel,
  timeWindows,
} from "./time-slots";
export {
  positionInLine,
  type TableSettings,
  type WaitGroup,
  type WaitTimes,
  waitGroupOf,
  waitGroups,
  waitingNumbersOfCounts,
} from "./wait-quote";
export {
  type AlertAction,
  alertAction,
  historyStatusLabel,
  latestExitFirst,
  reservationElapsed,
  seatingLabel,
  waitedLabel,
  waitGroupLabels,
} from "./waitlist-display";
export { assertFinished, assertWaiting, nextAlertLevel, waitedMinutes } from "./waitlist-rules";
