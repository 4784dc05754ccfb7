import { useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';

/**
 * Open state for an edit dialog whose form starts from the saved values each time it opens, so cancelling
 * (Abbrechen, Escape, the close button) restores the original values. The version is the one the form
 * started from: a save by someone else in between is then reported as a conflict, not overwritten.
 */
export function useEditDialog<Values extends FieldValues>(
  reset: UseFormReset<Values>,
  saved: () => Values,
  version: number,
) {
  const [open, setOpenState] = useState(false);
  const [baseVersion, setBaseVersion] = useState(version);

  const setOpen = (next: boolean) => {
    if (next) {
      reset(saved());
      setBaseVersion(version);
    }
    setOpenState(next);
  };

  return { open, setOpen, baseVersion };
}
