import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source';
import { createEventStream } from './event-stream';

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the event stream', () => {
  it('holds one connection for all subscribers and hands each event to the subscribers of its type', () => {
    const stream = createEventStream();
    const updated: unknown[] = [];
    const alsoUpdated: unknown[] = [];
    const progress: unknown[] = [];
    stream.subscribe('news-updated', (e) => updated.push(e));
    stream.subscribe('news-updated', (e) => alsoUpdated.push(e));
    stream.subscribe('pipeline-progress', (e) => progress.push(e));

    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/events');
    const source = FakeEventSource.latest();
    source.accept();
    source.send('news-updated', { type: 'news-updated', id: 'n1' });
    source.send('pipeline-progress', { type: 'pipeline-progress', runId: 'r1' });

    expect(updated).toEqual([{ type: 'news-updated', id: 'n1' }]);
    expect(alsoUpdated).toEqual(updated);
    expect(progress).toEqual([{ type: 'pipeline-progress', runId: 'r1' }]);
    stream.close();
  });

  it('drops an event whose data is not the event it claims to be', () => {
    const stream = createEventStream();
    const seen: unknown[] = [];
    stream.subscribe('news-updated', (e) => seen.push(e));
    const source = FakeEventSource.latest();
    source.send('news-updated', '<html>Bad Gateway</html>');
    source.send('news-updated', { type: 'pipeline-progress', runId: 'r1' });
    expect(seen).toEqual([]);
    stream.close();
  });

  it('reconnects after an error with a growing wait, and tells reconnect subscribers once it is back', () => {
    const stream = createEventStream();
    const reconnected = vi.fn();
    const seen: unknown[] = [];
    stream.onReconnect(reconnected);
    stream.subscribe('news-updated', (e) => seen.push(e));
    FakeEventSource.latest().accept();
    expect(reconnected).not.toHaveBeenCalled();

    FakeEventSource.latest().fail();
    expect(FakeEventSource.open()).toHaveLength(0);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    // The server is still away: the next wait is twice as long.
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(reconnected).not.toHaveBeenCalled();

    FakeEventSource.latest().accept();
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.open()).toHaveLength(1);
    FakeEventSource.latest().send('news-updated', { type: 'news-updated', id: 'n2' });
    expect(seen).toEqual([{ type: 'news-updated', id: 'n2' }]);

    // A success resets the wait to the first step.
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.instances).toHaveLength(4);
    stream.close();
  });

  it('caps the wait between attempts at 30 seconds', () => {
    const stream = createEventStream();
    stream.subscribe('news-updated', () => {});
    for (let attempt = 0; attempt < 8; attempt += 1) {
      FakeEventSource.latest().fail();
      vi.advanceTimersByTime(30_000);
    }
    expect(FakeEventSource.instances).toHaveLength(9);
    stream.close();
  });

  it('closes the connection a while after the last subscriber left, not when one comes straight back', () => {
    const stream = createEventStream({ idleCloseMs: 5_000 });
    const first = stream.subscribe('news-updated', () => {});
    first();
    vi.advanceTimersByTime(4_000);
    const second = stream.subscribe('news-updated', () => {});
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.open()).toHaveLength(1);

    second();
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.open()).toHaveLength(0);
    stream.subscribe('news-updated', () => {});
    expect(FakeEventSource.open()).toHaveLength(1);
    stream.close();
  });

  it('stops retrying when it is closed', () => {
    const stream = createEventStream();
    stream.subscribe('news-updated', () => {});
    FakeEventSource.latest().fail();
    stream.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
