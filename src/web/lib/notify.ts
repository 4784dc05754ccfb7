/**
 * The one way to show a toast. sonner is loaded on the first toast, not with the overview page: most visitors
 * never see one, and the landing bundle has a size budget. sonner replays toasts raised before its Toaster mounts.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

let requestToaster: () => void = () => {};

/** Called by the toaster host so the first toast can mount the (lazy) Toaster. */
export function onToasterRequested(mount: () => void) {
  requestToaster = mount;
}

function show(kind: Kind, title: string, description?: string) {
  requestToaster();
  void import('sonner').then(({ toast }) => toast[kind](title, description ? { description } : undefined));
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
};
