/**
 * A stand-in for the browser's EventSource at the network edge: tests open it, send server events through
 * it and break it, and see how many connections the page holds.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = FakeEventSource.CONNECTING;
  readonly withCredentials = false;
  onopen = null;
  onmessage = null;
  onerror = null;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  /** The connections that are not closed. */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((s) => s.readyState !== FakeEventSource.CLOSED);
  }

  /** The newest connection (the one a reconnect opened). */
  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('no EventSource was opened');
    return latest;
  }

  static reset() {
    FakeEventSource.instances = [];
  }

  /** The server accepted the connection. */
  accept() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** The server sends an event; `data` is sent as JSON like the real server does. */
  send(type: string, data: unknown) {
    if (this.readyState === FakeEventSource.CLOSED) throw new Error(`cannot send ${type} on a closed connection`);
    this.dispatchEvent(new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  /** The connection breaks (server restart, network gone). */
  fail() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
