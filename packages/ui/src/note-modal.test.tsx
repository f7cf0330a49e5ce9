import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { isSavableNote, NoteModal } from "./note-modal";
import { theme } from "./theme";

function renderModal(onSave = vi.fn(), onClose = vi.fn()) {
  render(
    <MantineProvider theme={theme}>
      <NoteModal opened name="Ada Lovelace" note="Window seat" onSave={onSave} onClose={onClose} />
    </MantineProvider>,
  );
  return { onSave, onClose };
}

describe("NoteModal", () => {
  it("is titled with the guest's name and starts from the saved note", () => {
    renderModal();
    expect(screen.getByText("Note - Ada Lovelace")).toBeTruthy();
    expect(screen.getByLabelText("Customer Note")).toHaveProperty("value", "Window seat");
    expect(screen.getByPlaceholderText("Enter customer note...")).toBeTruthy();
  });

  it("enables Save Note only for text that is not blank, and saves it trimmed", () => {
    const { onSave } = renderModal();
    const field = screen.getByLabelText("Customer Note");
    const save = screen.getByRole("button", { name: "Save Note" });
    fireEvent.change(field, { target: { value: "   " } });
    expect(save).toHaveProperty("disabled", true);
    fireEvent.change(field, { target: { value: "  Birthday  " } });
    expect(save).toHaveProperty("disabled", false);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith("Birthday");
  });

  it("Cancel closes without saving", () => {
    const { onSave, onClose } = renderModal();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe("isSavableNote", () => {
  it("needs text after trimming", () => {
    expect(isSavableNote(" \n ")).toBe(false);
    expect(isSavableNote(" a ")).toBe(true);
  });
});
