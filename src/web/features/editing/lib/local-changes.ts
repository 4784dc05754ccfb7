import { useSyncExternalStore } from 'react';

/**
 * Which items this browser is changing itself. A save's own `news-updated` event must not announce
 * "Bilder aktualisiert"; a regeneration this browser started must, and it shows the button as busy.
 */
const saving = new Map<string, number>();
const regenerating = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

/** A regeneration whose event never arrives (server restart mid-job) should not block the button forever. */
const regenerationGiveUpMs = 120_000;
/** The own save's event can arrive shortly after the answer. */
const saveGraceMs = 3_000;

function emit() {
  for (const listener of listeners) listener();
}

export function beginSave(id: string) {
  saving.set(id, (saving.get(id) ?? 0) + 1);
}

export function endSave(id: string) {
  setTimeout(() => {
    const left = (saving.get(id) ?? 1) - 1;
    if (left <= 0) saving.delete(id);
    else saving.set(id, left);
  }, saveGraceMs);
}

export function isSavingLocally(id: string) {
  return saving.has(id);
}

export function markRegenerating(id: string) {
  clearTimeout(regenerating.get(id));
  regenerating.set(
    id,
    setTimeout(() => finishRegenerating(id), regenerationGiveUpMs),
  );
  emit();
}

/** True when this browser was waiting for the item's regeneration (and now no longer is). */
export function finishRegenerating(id: string): boolean {
  const timer = regenerating.get(id);
  if (timer === undefined) return false;
  clearTimeout(timer);
  regenerating.delete(id);
  emit();
  return true;
}

export function isRegenerating(id: string) {
  return regenerating.has(id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsRegenerating(id: string) {
  return useSyncExternalStore(subscribe, () => regenerating.has(id));
}
