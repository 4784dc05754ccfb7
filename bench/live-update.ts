// Time from "Bilder neu generieren" (the POST the button sends) to the `news-updated` event that makes
// every open browser refresh the item, against the real built server with its durable job queue.
import { adminEmail, adminPassword, apiSignIn, startServer } from '../tests/e2e/support/server';

export interface LiveUpdateTiming {
  name: string;
  median: number;
  p95: number;
}

async function openEvents(url: string, onEvent: (type: string, data: string) => void) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/events`, { signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) onEvent(type, data);
        }
      }
    } catch {
      // aborted
    }
  })();
  return () => controller.abort();
}

export async function measureClickToLiveUpdate(runs = 10): Promise<LiveUpdateTiming> {
  const server = await startServer({ seed: true, env: { LOG_LEVEL: 'warn' } });
  try {
    const cookie = await apiSignIn(server, adminEmail, adminPassword);
    const [item] = await (await fetch(`${server.url}/api/news`)).json();
    let waiting: ((at: number) => void) | undefined;
    const close = await openEvents(server.url, (type, data) => {
      if (type === 'news-updated' && JSON.parse(data).id === item.id) waiting?.(performance.now());
    });
    const samples: number[] = [];
    for (let i = 0; i < runs + 1; i += 1) {
      const updated = new Promise<number>((resolve) => (waiting = resolve));
      const start = performance.now();
      const res = await fetch(`${server.url}/api/news/${item.id}/regenerate`, {
        method: 'POST',
        headers: { origin: server.url, cookie },
      });
      if (res.status !== 202) throw new Error(`regenerate answered ${res.status}`);
      const end = await updated;
      if (i > 0) samples.push(end - start); // the first run warms the renderer
    }
    close();
    samples.sort((a, b) => a - b);
    return {
      name: 'click to live update (API + SSE)',
      median: samples[Math.floor(samples.length / 2)]!,
      p95: samples[Math.min(samples.length - 1, Math.ceil(samples.length * 0.95) - 1)]!,
    };
  } finally {
    await server.stop();
  }
}
