export * from "./floor-plan";
export * from "./seat-drop";
export * from "./seat-rule";
export * from "./table-groups";
export * from "./table-label";
export * from "./table-suggestions";
export * from "./turn-clock";
