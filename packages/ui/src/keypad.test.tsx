import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Keypad, keypadKeyOf } from "./keypad";
import { PhoneDisplay } from "./phone-display";
import { theme } from "./theme";

function PhoneEntry({ keyboard = false }: { keyboard?: boolean }) {
  const [digits, setDigits] = useState("");
  return (
    <MantineProvider theme={theme}>
      <PhoneDisplay value={digits} />
      <Keypad
        listenToKeyboard={keyboard}
        onDigit={(d) => setDigits((v) => (v.length < 10 ? v + d : v))}
        onClear={() => setDigits("")}
        onBackspace={() => setDigits((v) => v.slice(0, -1))}
      />
    </MantineProvider>
  );
}

const display = () => screen.getByLabelText("Phone number").textContent;
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("Keypad + PhoneDisplay", () => {
  it("shows the placeholder, then formats progressively as (xxx) xxx - xxxx", () => {
    render(<PhoneEntry />);
    expect(display()).toBe("Enter your number");
    for (const d of "555") press(d);
    expect(display()).toBe("(555");
    for (const d of "12") press(d);
    expect(display()).toBe("(555) 12");
    for (const d of "345678") press(d);
    expect(display()).toBe("(555) 123 - 4567");
  });

  it("backspace removes the last digit and C clears", () => {
    render(<PhoneEntry />);
    for (const d of "5551") press(d);
    press("Backspace");
    expect(display()).toBe("(555");
    press("C (clear)");
    expect(display()).toBe("Enter your number");
  });

  it("has the twelve keys in a labelled group", () => {
    render(<PhoneEntry />);
    const group = screen.getByRole("group", { name: "Keypad" });
    expect(group.querySelectorAll("button")).toHaveLength(12);
  });

  it("accepts the physical keyboard when asked to", () => {
    render(<PhoneEntry keyboard />);
    for (const key of ["5", "5", "5", "x", "1", "Backspace"]) fireEvent.keyDown(window, { key });
    expect(display()).toBe("(555");
    fireEvent.keyDown(window, { key: "Escape" });
    expect(display()).toBe("Enter your number");
  });

  it("maps physical keys", () => {
    expect(keypadKeyOf("7")).toBe("7");
    expect(keypadKeyOf("Delete")).toBe("backspace");
    expect(keypadKeyOf("Escape")).toBe("clear");
    expect(keypadKeyOf("a")).toBeNull();
  });
});
