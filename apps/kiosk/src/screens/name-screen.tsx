import { Stack, TextInput, Title } from "@mantine/core";
import { NAME_MAX } from "@seatline/domain";
import { msg, useT } from "@seatline/ui";
import { type FormEvent, useCallback } from "react";
import { useNavigate } from "react-router";
import { KioskFrame } from "../components/kiosk-frame";
import { usePhoneLayout } from "../components/use-phone-layout";
import { useFlow } from "../flow/flow-context";
import { canContinueName } from "../flow/flow-store";
import { nextPath, previousPath, stepPaths } from "../flow/steps";
import { INACTIVITY_TIMEOUT_MS } from "../flow/timeouts";
import { useIdleTimeout } from "../flow/use-idle-timeout";

/** Kiosk screen 4 (/app/name) (docs/product.md#kiosk): the guest's name; NEXT disabled while it is empty. */
export function NameScreen() {
  const [state, flow] = useFlow();
  const navigate = useNavigate();
  const t = useT();
  const phone = usePhoneLayout();
  const toStart = useCallback(() => navigate(stepPaths.app), [navigate]);
  useIdleTimeout(INACTIVITY_TIMEOUT_MS, toStart);

  const next = () => {
    if (flow.completeName()) navigate(nextPath("name"));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    next();
  };

  return (
    <KioskFrame
      onBack={() => navigate(previousPath("name"))}
      next={{ label: msg("NEXT"), onClick: next, disabled: !canContinueName(state) }}
    >
      <form onSubmit={onSubmit} noValidate style={{ width: "100%" }}>
        <Stack gap={phone ? "md" : "xl"} align="center" maw={720} mx="auto">
          <Title id="name-title" order={1} ta="center" fz={phone ? 26 : 40}>
            {t("Let Us Know Your Name")}
          </Title>
          <TextInput
            w="100%"
            size="xl"
            aria-labelledby="name-title"
            placeholder={t("Enter your name")}
            autoComplete="off"
            autoCapitalize="words"
            enterKeyHint="next"
            maxLength={NAME_MAX}
            autoFocus
            value={state.name}
            onChange={(event) => flow.setName(event.currentTarget.value)}
            styles={{ input: { height: phone ? 60 : 80, fontSize: phone ? 24 : 32, textAlign: "center" } }}
          />
        </Stack>
      </form>
    </KioskFrame>
  );
}
