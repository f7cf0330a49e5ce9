import { MantineProvider } from "@mantine/core";
import { cssVariablesResolver, PageLanguageProvider, theme } from "@seatline/ui";
import { useSyncExternalStore } from "react";
import { pageAddress } from "./page-address";
import { NotFound } from "./screens/not-found";
import { ReservationPage } from "./screens/reservation-page";

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
  };
};
const currentHref = () => window.location.href;

/** The public reservation page: one screen per store address (see page-address.ts), no router needed. */
export function App() {
  useSyncExternalStore(subscribe, currentHref);
  const address = pageAddress(window.location);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <PageLanguageProvider>
        {address ? (
          <ReservationPage
            key={`${address.companySlug}/${address.storeSlug}/${address.linkCode ?? ""}`}
            address={address}
          />
        ) : (
          <NotFound />
        )}
      </PageLanguageProvider>
    </MantineProvider>
  );
}
