import { MantineProvider } from "@mantine/core";
import type { SeatingChoice } from "@seatline/domain";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PartySizeStepper } from "./party-size-stepper";
import { SeatingChoiceButtons } from "./seating-choice";
import { theme } from "./theme";
import { WaitTimesPanel } from "./wait-times-panel";

function Stepper({ start }: { start: number }) {
  const [size, setSize] = useState(start);
  return (
    <MantineProvider theme={theme}>
      <PartySizeStepper
        value={size}
        onAdd={() => setSize((n) => n + 1)}
        onRemove={() => setSize((n) => n - 1)}
      />
    </MantineProvider>
  );
}

describe("PartySizeStepper", () => {
  it("adds and removes one person; no minus at 0", () => {
    render(<Stepper start={1} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove one person" }));
    expect(screen.getByLabelText("Party size 0")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove one person" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add one person" }));
    fireEvent.click(screen.getByRole("button", { name: "Add one person" }));
    expect(screen.getByLabelText("Party size 2")).toBeTruthy();
  });
});

describe("SeatingChoiceButtons", () => {
  it("shows only the enabled toggles, the chosen one pressed", () => {
    const chosen: SeatingChoice[] = [];
    render(
      <MantineProvider theme={theme}>
        <SeatingChoiceButtons
          size="lg"
          settings={{ firstAvailableOkay: true, barSeatingPreferred: true, outdoorSeatingPreferred: false }}
          value="first_available"
          onToggle={(c) => chosen.push(c)}
        />
      </MantineProvider>,
    );
    const group = screen.getByRole("group", { name: "Seating preference" });
    expect(Array.from(group.querySelectorAll("button"), (b) => b.textContent)).toEqual([
      "First Available Okay",
      "Bar Seating Preferred",
    ]);
    expect(screen.getByRole("button", { name: "First Available Okay" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    fireEvent.click(screen.getByRole("button", { name: "Bar Seating Preferred" }));
    expect(chosen).toEqual(["bar"]);
  });

  it("renders nothing when no toggle is enabled", () => {
    const { container } = render(
      <MantineProvider theme={theme}>
        <SeatingChoiceButtons settings={{}} value="first_available" onToggle={() => {}} />
      </MantineProvider>,
    );
    expect(container.querySelector("[role=group]")).toBeNull();
  });
});

describe("WaitTimesPanel", () => {
  const waitTimes = { solo_wait: 5, two_wait: 10, three_four_wait: 15, five_plus_wait: 25 };

  it("labels the parties ahead as told and marks the guest's group", () => {
    render(
      <MantineProvider theme={theme}>
        <WaitTimesPanel
          partiesAhead={3}
          waitTimes={waitTimes}
          partySize={2}
          size="lg"
          layout="stacked"
          partiesAheadLabel="Parties ahead of you:"
        />
      </MantineProvider>,
    );
    expect(screen.getByRole("region", { name: "Current Wait Times" })).toBeTruthy();
    expect(screen.getByText(/Parties ahead of you:/).textContent).toBe("Parties ahead of you: 3");
    const current = document.querySelector("li[aria-current=true]");
    expect(current?.textContent).toContain("10 min");
  });

  it("reads a wait past two hours as such, and a group no table takes as the host's to confirm", () => {
    render(
      <MantineProvider theme={theme}>
        <WaitTimesPanel
          partiesAhead={9}
          waitTimes={{ ...waitTimes, three_four_wait: 248, five_plus_wait: 1 }}
          waitTold={{ solo: "minutes", two: "minutes", three_four: "over_two_hours", five_plus: "no_table" }}
          partySize={4}
        />
      </MantineProvider>,
    );
    const rows = [...document.querySelectorAll("li")].map((li) => li.textContent);
    expect(rows).toEqual([
      "Party of 15 min",
      "Party of 210 min",
      "Party of 3-4over 2 h",
      "Party of 5+The host will confirm your wait",
    ]);
  });
});
