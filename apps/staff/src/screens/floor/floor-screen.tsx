import { LiveFloor } from "./live-floor";

/** Floor (tab 6): the live floor, full width, as tiles or as the room (docs/product.md#the-floor). */
export function FloorScreen() {
  return <LiveFloor roomView />;
}
