type SessionMessage = { type: 'signed-in' | 'signed-out' };

const channelName = 'news-dashboard-session';
const channel: BroadcastChannel | null =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);

/** Tells the other open tabs that this tab signed in or out, so their header follows without a reload. */
export function announceSessionChange(type: SessionMessage['type']) {
  channel?.postMessage({ type } satisfies SessionMessage);
}

/** Subscribes to session messages from other tabs; returns the unsubscribe function. */
export function onSessionChangeElsewhere(listener: (message: SessionMessage) => void): () => void {
  if (!channel) return () => {};
  const handler = (event: MessageEvent<SessionMessage>) => listener(event.data);
  channel.addEventListener('message', handler);
  return () => channel.removeEventListener('message', handler);
}
