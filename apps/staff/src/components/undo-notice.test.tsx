import { describe, expect, it, vi } from "vitest";
import { showUndoNotice } from "./undo-notice";

const calls = vi.hoisted(() => ({ shown: [] as { id: string; message: unknown }[], hidden: [] as string[] }));
vi.mock("@mantine/notifications", () => ({
  notifications: {
    show: (n: { message: unknown }) => {
      const id = `n${calls.shown.length + 1}`;
      calls.shown.push({ id, message: n.message });
      return id;
    },
    hide: (id: string) => calls.hidden.push(id),
  },
}));

/** The Undo button's props of a shown notice (its message is a Group of the text and the button). */
function undoButton(index: number): { "aria-label": string; onClick: () => void } {
  const group = calls.shown[index]?.message as { props: { children: { props: unknown }[] } };
  return group.props.children[1]?.props as { "aria-label": string; onClick: () => void };
}

describe("the Undo notice", () => {
  it("keeps one on screen: a second seat replaces the first's notice, and each Undo undoes its own party", () => {
    const undoPat = vi.fn();
    const undoEd = vi.fn();
    showUndoNotice("Seated A1 Pat at table 9.", undoPat);
    showUndoNotice("Seated A2 Ed at table 4.", undoEd);
    expect(calls.hidden).toEqual(["n1"]);
    expect(undoButton(1)["aria-label"]).toBe("Undo: Seated A2 Ed at table 4.");
    undoButton(1).onClick();
    expect(undoEd).toHaveBeenCalledTimes(1);
    expect(undoPat).not.toHaveBeenCalled();
  });
});
