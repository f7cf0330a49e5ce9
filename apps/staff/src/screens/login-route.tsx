import { LoginScreen } from "@seatline/ui";
import { APP_PATH } from "../tabs";

const standPairing = {
  label: "This iPad is the host stand",
  description: "A manager signs it in once; then each host opens it with their own PIN.",
};

/** The staff console's sign-in page, in its own chunk (routes.tsx loads it on demand). */
export function StaffLogin() {
  return <LoginScreen onSuccessPath={APP_PATH} subtitle="Staff console" pairing={standPairing} />;
}
