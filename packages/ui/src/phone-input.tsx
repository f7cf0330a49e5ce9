import { TextInput, type TextInputProps } from "@mantine/core";
import { formatPhone, phoneEditDigits } from "@seatline/domain";

export interface PhoneInputProps extends Omit<TextInputProps, "value" | "onChange" | "type"> {
  /** The digits (at most 10). */
  value: string;
  /** Called with the digits only. */
  onChange: (digits: string) => void;
}

/** A phone field masked as (555) 123 - 4567 that hands back digits only (docs/product.md#validation). */
export function PhoneInput({ value, onChange, placeholder = "(555) 123 - 4567", ...props }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={placeholder}
      {...props}
      value={formatPhone(value)}
      onChange={(e) => onChange(phoneEditDigits(value, e.currentTarget.value))}
    />
  );
}
