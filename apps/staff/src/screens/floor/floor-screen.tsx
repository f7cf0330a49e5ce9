import { LiveFloor } from "./live-floor";

/** Floor (tab 6): the live floor, full width (docs/product.md#the-floor). */
export function FloorScreen() {
  return <LiveFloor />;
}
