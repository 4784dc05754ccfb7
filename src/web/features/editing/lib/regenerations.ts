import { useSyncExternalStore } from 'react';

/**
 * The regenerations this browser started and still waits for: their button shows as busy, and their result
 * is announced as this browser's own (a success toast rather than the note other browsers get).
 */
const regenerating = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

/** A regeneration whose event never arrives (server restart mid-job) should not block the button forever. */
const regenerationGiveUpMs = 120_000;

function emit() {
  for (const listener of listeners) listener();
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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsRegenerating(id: string) {
  return useSyncExternalStore(subscribe, () => regenerating.has(id));
}
