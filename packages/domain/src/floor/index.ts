export {
  FLOOR_TABLES_MAX,
  freeSpot,
  overlapMessage,
  overlappingTable,
  PLAN_ROW_WIDTH,
  type PlanTable,
  tableFootprint,
  tooManyTablesMessage,
} from "./floor-plan";
export {
  type RecentCovers,
  ROTATION_WINDOW_MINUTES,
  serverWhoseTurn,
  withRotation,
} from "./rotation";
export { seatDropRefusal } from "./seat-drop";
export { type SeatParty, seatRefusal } from "./seat-rule";
export {
  blockedCountMessage,
  compareTableNames,
  countTables,
  generatedTableShape,
  nextTableNames,
  planTableCounts,
  type TableCountPlan,
  type TableCounts,
  tableGroupOf,
} from "./table-groups";
export { minutesText, seatsText, tableAccessibleName } from "./table-label";
export { promisedTables, type SuggestTable, suggestTables, type UpcomingBooking } from "./table-suggestions";
export { expectedTurnFor, minutesBetween, type TurnClockTone, turnClockTone } from "./turn-clock";
