import { SeatlineProvider } from "@seatline/ui";
import { RouterProvider } from "react-router";
import { router } from "./routes";

export function App() {
  return (
    <SeatlineProvider variant="kiosk" device="kiosk">
      <RouterProvider router={router} />
    </SeatlineProvider>
  );
}
