/**
 * Preloaded into a benchmarked server (NODE_OPTIONS=--import): how long the main thread's event loop was blocked.
 * Two figures, as the machine may be shared: the event-loop delay (wall clock, sampled every millisecond: includes
 * time the thread waited for a core) and, on Linux, the longest stretch of the thread's own CPU time between two
 * ticks of a 1 ms timer (from /proc/thread-self/schedstat: what the block costs, whoever else wants the cores).
 * Also the longest garbage-collection pause of the thread. Each SIGUSR2 writes the figures since the last one to BENCH_LOOP_FILE and starts over.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_LOOP_FILE;
/** This thread's time on a CPU so far, in ns (undefined where /proc has no schedstat). */
const onCpu = () => {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
};

if (file && isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let last = onCpu();
  let maxCpuNs = 0;
  setInterval(() => {
    const now = onCpu();
    if (now !== undefined && last !== undefined) maxCpuNs = Math.max(maxCpuNs, now - last);
    last = now;
  }, 1).unref();
  let maxGcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) maxGcMs = Math.max(maxGcMs, entry.duration);
  }).observe({ entryTypes: ['gc'] });
  let seq = 0;
  process.on('SIGUSR2', () => {
    seq += 1;
    const ms = (ns) => Number((ns / 1e6).toFixed(2));
    const figures = { seq, maxMs: ms(delay.max), p99Ms: ms(delay.percentile(99)), maxCpuMs: last === undefined ? null : ms(maxCpuNs), maxGcMs: ms(maxGcMs * 1e6) };
    // Written whole, then renamed: the bench never reads half a file.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(figures));
    fs.renameSync(`${file}.tmp`, file);
    delay.reset();
    maxCpuNs = 0;
    maxGcMs = 0;
    last = onCpu();
  });
}
