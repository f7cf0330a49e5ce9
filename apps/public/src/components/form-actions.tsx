import { Button, Flex, Stack, Text } from "@mantine/core";
import { useT } from "@seatline/ui";
import { useEffect, useRef, useState } from "react";

export interface FormActionsProps {
  /** A date, a party size and a time are chosen (Submit waits for them and says so). */
  chosen: boolean;
  submitting: boolean;
  onReset: () => void;
}

/**
 * Submit Reservation first, then Reset beside it. Reset asks before it wipes what the guest typed (on a phone one slip
 * of the thumb off Submit would lose it all); the safe answer has the focus.
 */
export function FormActions({ chosen, submitting, onReset }: FormActionsProps) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (returnFocus) resetRef.current?.focus();
  }, [asking, returnFocus]);

  const answer = (clear: boolean) => {
    setAsking(false);
    setReturnFocus(!clear);
    if (clear) onReset();
  };

  return (
    <Stack gap="xs">
      {/* One row: on a phone Submit takes the width and Reset sits beside it, or under it when both do not fit. */}
      <Flex direction="row" wrap="wrap" justify="flex-end" gap="sm">
        <Button
          className="submit-button"
          type="submit"
          disabled={!chosen || asking}
          loading={submitting}
          aria-describedby={chosen ? undefined : "submit-hint"}
        >
          {t("Submit Reservation")}
        </Button>
        {asking ? null : (
          <Button
            ref={resetRef}
            type="button"
            variant="subtle"
            color="gray"
            px="sm"
            onClick={() => setAsking(true)}
            disabled={submitting}
          >
            {t("Reset")}
          </Button>
        )}
      </Flex>
      {chosen ? null : (
        <Text id="submit-hint" size="sm" c="dimmed" ta="right">
          {t("Choose a date, a party size and a time to submit.")}
        </Text>
      )}
      {asking ? (
        <Stack gap="xs" role="group" aria-labelledby="reset-question" className="reset-question">
          <Text id="reset-question" fw={600}>
            {t("Clear everything you entered?")}
          </Text>
          <Flex direction={{ base: "column", xs: "row" }} gap="sm">
            <Button ref={keepRef} type="button" variant="default" onClick={() => answer(false)}>
              {t("Keep my details")}
            </Button>
            <Button type="button" color="red.9" onClick={() => answer(true)}>
              {t("Clear the form")}
            </Button>
          </Flex>
        </Stack>
      ) : null}
    </Stack>
  );
}
