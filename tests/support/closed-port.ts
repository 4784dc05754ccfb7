import { createServer } from 'node:net';

/**
 * A port on 127.0.0.1 that nobody listens on (opened, then closed): a connection there is refused at once, as
 * every connection is from a server without internet.
 */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
