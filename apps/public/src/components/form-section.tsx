import { useT } from "@seatline/ui";
import type { ReactNode } from "react";

/**
 * A labelled group of controls (fieldset + legend), with the required asterisk Mantine inputs use. `inlineLegend`
 * puts the legend beside the first row of the controls (the calendar's month line) rather than above them.
 */
export function FormSection({
  legend,
  required = false,
  inlineLegend = false,
  children,
}: {
  legend: string;
  required?: boolean;
  inlineLegend?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <fieldset className={inlineLegend ? "form-section form-section-inline" : "form-section"}>
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
