// Polls a URL every 50 ms until stdin closes, then prints every sample as JSON. It runs as its own process so
// that what the test process does meanwhile (sending large bodies) cannot distort the figures.
//
// On a machine shared with other work, a request can wait because a thread was ready to run but got no CPU.
// Linux counts that time per thread (run_delay in /proc/<pid>/task/<tid>/schedstat); each sample records it for
// the server's main thread (the event loop) and for this process's, so a test can tell a busy event loop from
// a busy machine. The CPU time the server's event loop used meanwhile shows what it was busy with.
import { readFileSync } from 'node:fs';

const [url, period = '50', serverPid] = process.argv.slice(2);
const periodMs = Number(period);

/** Nanoseconds the thread has waited for a CPU so far, or null where the kernel does not say. */
function runDelay(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]);
  } catch {
    return null;
  }
}

/** Milliseconds of CPU the thread has used so far (10 ms resolution), or null where the kernel does not say. */
function cpuTime(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const samples = [];
let stopped = false;
process.stdin.on('end', () => (stopped = true));
process.stdin.resume();

// The first fetch loads the HTTP client of this process; that is no latency of the server.
await fetch(url).then((res) => res.arrayBuffer());

while (!stopped) {
  const serverBefore = serverPid ? runDelay(serverPid) : null;
  const cpuBefore = serverPid ? cpuTime(serverPid) : null;
  const ownBefore = runDelay(process.pid);
  const start = performance.now();
  const sample = {};
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    sample.status = res.status;
  } catch (err) {
    sample.error = String(err);
  }
  sample.ms = performance.now() - start;
  const serverAfter = serverPid ? runDelay(serverPid) : null;
  const ownAfter = runDelay(process.pid);
  const cpuAfter = serverPid ? cpuTime(serverPid) : null;
  if (cpuBefore !== null && cpuAfter !== null) sample.serverCpuMs = cpuAfter - cpuBefore;
  if (serverBefore !== null && serverAfter !== null) sample.serverWaitMs = (serverAfter - serverBefore) / 1e6;
  if (ownBefore !== null && ownAfter !== null) sample.ownWaitMs = (ownAfter - ownBefore) / 1e6;
  samples.push(sample);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, periodMs - sample.ms)));
}
process.stdout.write(JSON.stringify(samples));
