import { useState } from 'react';

/**
 * Open state plus a draft that starts from the saved values each time the dialog opens, so cancelling
 * (Abbrechen, Escape, the close button) restores the original values. The version is the one the draft
 * started from: a save by someone else in between is then reported as a conflict, not overwritten.
 */
export function useEditDialog<Draft>(saved: () => Draft, version: number) {
  const [open, setOpenState] = useState(false);
  const [draft, setDraft] = useState<Draft>(saved);
  const [baseVersion, setBaseVersion] = useState(version);

  const setOpen = (next: boolean) => {
    if (next) {
      setDraft(saved());
      setBaseVersion(version);
    }
    setOpenState(next);
  };

  return { open, setOpen, draft, setDraft, baseVersion };
}
