import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSavedForm } from "./use-saved-form";

type Form = { announcement: string; waitlistOn: boolean };

describe("useSavedForm", () => {
  it("starts clean from the loaded values and is dirty only while it differs from them", () => {
    const loaded: Form = { announcement: "Welcome", waitlistOn: true };
    const { result } = renderHook(() => useSavedForm(loaded));
    expect(result.current.form).toEqual(loaded);
    expect(result.current.dirty).toBe(false);
    act(() => result.current.setForm((f) => ({ ...f, announcement: "Patio open" })));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.setForm((f) => ({ ...f, announcement: "Welcome" })));
    expect(result.current.dirty).toBe(false);
  });

  it("is neither loaded nor dirty before the first load; setForm does nothing then", () => {
    const { result, rerender } = renderHook(({ loaded }) => useSavedForm<Form>(loaded), {
      initialProps: { loaded: undefined as Form | undefined },
    });
    act(() => result.current.setForm((f) => ({ ...f, announcement: "x" })));
    expect(result.current.form).toBeUndefined();
    expect(result.current.dirty).toBe(false);
    rerender({ loaded: { announcement: "", waitlistOn: false } });
    expect(result.current.form).toEqual({ announcement: "", waitlistOn: false });
  });

  it("after a save, the saved values are the new baseline (Save disables again)", () => {
    // The loaded values are one object across renders, as a query's data is (a new object each render would be a reload).
    const loaded: Form = { announcement: "", waitlistOn: true };
    const { result } = renderHook(() => useSavedForm<Form>(loaded));
    act(() => result.current.setForm((f) => ({ ...f, announcement: "Closed Monday" })));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.markSaved({ announcement: "Closed Monday", waitlistOn: true }));
    expect(result.current.dirty).toBe(false);
    expect(result.current.saved).toEqual({ announcement: "Closed Monday", waitlistOn: true });
  });

  it("a reload replaces an untouched form but keeps unsaved edits (and moves the baseline)", () => {
    const { result, rerender } = renderHook(({ loaded }) => useSavedForm<Form>(loaded), {
      initialProps: { loaded: { announcement: "A", waitlistOn: true } as Form },
    });
    rerender({ loaded: { announcement: "B", waitlistOn: true } });
    expect(result.current.form).toEqual({ announcement: "B", waitlistOn: true });

    act(() => result.current.setForm((f) => ({ ...f, announcement: "mine" })));
    rerender({ loaded: { announcement: "C", waitlistOn: false } });
    expect(result.current.form).toEqual({ announcement: "mine", waitlistOn: true });
    expect(result.current.saved).toEqual({ announcement: "C", waitlistOn: false });
    expect(result.current.dirty).toBe(true);
  });
});
