import { spawn } from 'node:child_process';
import path from 'node:path';

/** One answer of the health probe (health-sampler.mjs). */
export interface HealthSample {
  ms: number;
  status?: number;
  error?: string;
  /** Time the server's event-loop thread, and the probe's own, were ready to run but got no CPU (Linux). */
  serverWaitMs?: number;
  ownWaitMs?: number;
  /** CPU time the server's event loop used during the sample (10 ms resolution). */
  serverCpuMs?: number;
}

const sampler = path.resolve(import.meta.dirname, 'health-sampler.mjs');

/** Samples `url` every 50 ms in a process of its own while `work` runs; returns the work's result and every sample. */
export async function sampleWhile<T>(url: string, pid: number, work: () => Promise<T>) {
  const child = spawn(process.execPath, [sampler, url, '50', String(pid)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const result = await work().finally(() => child.stdin.end());
  await exited;
  return { result, samples: JSON.parse(out) as HealthSample[] };
}

/**
 * How long a health answer took because of the server itself: the latency without the time the server's
 * event loop and the probe waited for a CPU that other processes on this shared machine held.
 */
export const ownLatency = (s: HealthSample) => s.ms - (s.serverWaitMs ?? 0) - (s.ownWaitMs ?? 0);
