import { Stack, TextInput, Title } from "@mantine/core";
import { NAME_MAX } from "@seatline/domain";
import { useT } from "@seatline/ui";
import type { FormEvent } from "react";

export interface NameStepProps {
  name: string;
  onName(name: string): void;
  /** Enter on the keyboard: NEXT. */
  onSubmit(): void;
}

/** Step 2 (the kiosk's name screen): 'Let Us Know Your Name'. */
export function NameStep({ name, onName, onSubmit }: NameStepProps) {
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Title id="name-title" order={1} ta="center" fz={26} lh={1.2}>
          {t("Let Us Know Your Name")}
        </Title>
        <TextInput
          size="xl"
          aria-labelledby="name-title"
          placeholder={t("Enter your name")}
          autoComplete="given-name"
          autoCapitalize="words"
          enterKeyHint="next"
          maxLength={NAME_MAX}
          autoFocus
          value={name}
          onChange={(event) => onName(event.currentTarget.value)}
          styles={{ input: { textAlign: "center" } }}
        />
      </Stack>
    </form>
  );
}
