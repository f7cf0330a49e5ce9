import { LoginScreen } from "@seatline/ui";
import { stepPaths } from "../flow/steps";

/** The kiosk's sign-in page, in its own chunk (routes.tsx loads it on demand). */
export function KioskLogin() {
  return <LoginScreen onSuccessPath={stepPaths.app} subtitle="Kiosk" />;
}
