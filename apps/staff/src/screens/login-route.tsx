import { LoginScreen } from "@seatline/ui";
import { APP_PATH } from "../tabs";

/** The staff console's sign-in page, in its own chunk (routes.tsx loads it on demand). */
export function StaffLogin() {
  return <LoginScreen onSuccessPath={APP_PATH} subtitle="Staff console" />;
}
