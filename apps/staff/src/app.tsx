import { SeatlineProvider } from "@seatline/ui";
import { RouterProvider } from "react-router";
import { router } from "./routes";

export function App() {
  return (
    <SeatlineProvider>
      <RouterProvider router={router} />
    </SeatlineProvider>
  );
}
