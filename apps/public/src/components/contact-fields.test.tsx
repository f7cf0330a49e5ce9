import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactFields, emptyContact } from "./contact-fields";

function markup(optionalOpen: boolean): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <ContactFields
        values={emptyContact}
        onChange={() => {}}
        errors={{}}
        onLeave={() => {}}
        optionalFirst={<p>seating here</p>}
        optionalOpen={optionalOpen}
        onOpenOptional={() => {}}
      />
    </MantineProvider>,
  );
}

describe("ContactFields", () => {
  it("keeps the optional details (seating, e-mail, notes) behind one line until they are asked for", () => {
    const closed = markup(false);
    expect(closed).toContain(">Seating, email or a note (optional)<");
    expect(closed).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="optional-details"/);
    expect(closed).toMatch(/id="optional-details"(?![^>]*data-open)/);
    // Rendered all the same (the stylesheet hides them on a phone only), name and phone first.
    expect(closed.indexOf("Phone Number")).toBeLessThan(closed.indexOf("seating here"));
    expect(closed.indexOf("seating here")).toBeLessThan(closed.indexOf("Email"));
    expect(closed.indexOf("Email")).toBeLessThan(closed.indexOf("Special Requests / Notes"));
  });

  it("shown: the line goes and the details are marked open", () => {
    const open = markup(true);
    expect(open).not.toContain("Seating, email or a note (optional)");
    expect(open).toMatch(/id="optional-details"[^>]*data-open="true"/);
  });
});
