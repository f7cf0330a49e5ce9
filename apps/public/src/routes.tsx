import { createBrowserRouter, type RouteObject } from "react-router";
import { NotFound } from "./screens/not-found";
import { ReservationPlaceholder } from "./screens/reservation-placeholder";

/** SPEC §2: /{companySlug}/{storeSlug}/{linkCode?} is the public reservation page. */
export const routes: RouteObject[] = [
  { path: "/:companySlug/:storeSlug/:linkCode?", element: <ReservationPlaceholder /> },
  { path: "*", element: <NotFound /> },
];

export const router = createBrowserRouter(routes);
