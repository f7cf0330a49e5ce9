import { MantineProvider } from "@mantine/core";
import { cssVariablesResolver, PageLanguageProvider, Spinner, theme } from "@seatline/ui";
import { lazy, Suspense } from "react";
import { guestAddress } from "./guest-address";
import { useLocation } from "./navigation";
import { NotFound } from "./screens/not-found";

// Each page loads only its own code: the status page (opened from a text) needs no keypad, the join page no dialog.
const StatusPage = lazy(() => import("./screens/status-page").then((m) => ({ default: m.StatusPage })));
const JoinPage = lazy(() => import("./screens/join-page").then((m) => ({ default: m.JoinPage })));
const BookingPage = lazy(() => import("./screens/booking-page").then((m) => ({ default: m.BookingPage })));
const NotifyPage = lazy(() => import("./screens/notify-page").then((m) => ({ default: m.NotifyPage })));

/** The guest pages: /w/{token} (status), /r/{token} (booking) and /join/{company}/{store}; no router needed. */
export function App() {
  const location = useLocation();
  const address = guestAddress(location.pathname);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <PageLanguageProvider>
        <Suspense fallback={<Spinner fullScreen />}>
          {address.page === "status" ? (
            <StatusPage key={address.token} token={address.token} />
          ) : address.page === "booking" ? (
            <BookingPage key={address.token} token={address.token} />
          ) : address.page === "notify" ? (
            <NotifyPage key={address.token} token={address.token} />
          ) : address.page === "join" ? (
            <JoinPage
              key={`${address.companySlug}/${address.storeSlug}`}
              companySlug={address.companySlug}
              storeSlug={address.storeSlug}
            />
          ) : (
            <NotFound />
          )}
        </Suspense>
      </PageLanguageProvider>
    </MantineProvider>
  );
}
