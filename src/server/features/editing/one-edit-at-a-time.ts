/**
 * Edits that render run one after another per item, in this process. Each checks the version only once the
 * edit before it has finished: of a burst of edits made from the same version, one renders and saves, and
 * the others find the version moved and are refused with 409 before they render anything. Otherwise each
 * of them rendered its images and only then lost at the guarded write (issue 24: 184 of 246 renders for
 * nothing). The guarded write stays the safety net, also across server instances, where each instance renders
 * at most one edit per version.
 */
const lastEdit = new Map<string, Promise<unknown>>();

export async function oneEditAtATime<T>(itemId: string, edit: () => Promise<T>): Promise<T> {
  const before = lastEdit.get(itemId) ?? Promise.resolve();
  const current = before.then(edit);
  // What the next edit waits for: this one's end, whether it saved or failed.
  const settled = current.catch(() => undefined);
  lastEdit.set(itemId, settled);
  try {
    return await current;
  } finally {
    if (lastEdit.get(itemId) === settled) lastEdit.delete(itemId);
  }
}
