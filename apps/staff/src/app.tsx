import { SeatlineProvider } from "@seatline/ui";
import { RouterProvider } from "react-router";
import { router } from "./routes";

export function App() {
  return (
    // The console may be paired as the host stand (docs/architecture.md "Device sessions").
    <SeatlineProvider pairable="stand">
      <RouterProvider router={router} />
    </SeatlineProvider>
  );
}
