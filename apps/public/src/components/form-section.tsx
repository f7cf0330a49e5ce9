import { useT } from "@seatline/ui";
import type { ReactNode } from "react";

/** A labelled group of controls (fieldset + legend), with the required asterisk Mantine inputs use. */
export function FormSection({
  legend,
  required = false,
  children,
}: {
  legend: string;
  required?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <fieldset className="form-section">
      <legend>
        {t(legend)}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {" *"}
          </span>
        )}
      </legend>
      {children}
    </fieldset>
  );
}
