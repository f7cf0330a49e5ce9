import { LiveFloor } from "./live-floor";

/**
 * Floor (tab 6): the live floor, full width, as tiles or as the room, with the servers of the shift and their sections
 * (docs/product.md#the-floor).
 */
export function FloorScreen() {
  return <LiveFloor roomView sectionsBar />;
}
