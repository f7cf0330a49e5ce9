import { isFormChanged } from "@seatline/domain";
import { useCallback, useEffect, useRef, useState } from "react";

export interface SavedForm<T> {
  /** The values being edited (undefined until the first load). */
  form: T | undefined;
  /** The values last loaded or saved. */
  saved: T | undefined;
  setForm: (update: (form: T) => T) => void;
  /** Whether the form differs from the values last loaded or saved (docs/product.md#settings). */
  dirty: boolean;
  /** After a successful save: the saved values become both the baseline and the form, so Save disables again. */
  markSaved: (values: T) => void;
}

/**
 * A settings form over server values. A reload (after a save, on a live update or the poll) moves the baseline and
 * replaces the form only when it has no unsaved edits.
 */
export function useSavedForm<T extends object>(loaded: T | undefined): SavedForm<T> {
  const [saved, setSaved] = useState<T | undefined>(loaded);
  const [form, setFormState] = useState<T | undefined>(loaded);
  const current = useRef({ saved, form });
  current.current = { saved, form };

  useEffect(() => {
    if (!loaded) return;
    const { saved: before, form: editing } = current.current;
    const untouched = !before || !editing || !isFormChanged(before, editing);
    setSaved(loaded);
    if (untouched) setFormState(loaded);
  }, [loaded]);

  const setForm = useCallback((update: (form: T) => T) => {
    setFormState((prev) => (prev ? update(prev) : prev));
  }, []);

  const markSaved = useCallback((values: T) => {
    setSaved(values);
    setFormState(values);
  }, []);

  const dirty = saved !== undefined && form !== undefined && isFormChanged(saved, form);
  return { form, saved, setForm, dirty, markSaved };
}
