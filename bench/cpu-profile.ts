/**
 * Reads the V8 CPU profiles a server wrote under BENCH_CPU_PROF (one file per thread) and lists each thread's top
 * frames by self time within a window of the run — the measured phase only, not the start-up, the warm-up or another
 * phase's load. Profile timestamps and `process.hrtime` are the same monotonic clock on Linux, so a benchmark marks the
 * window with `monotonicMicros()`.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

/** The profiles `pid` wrote into `dir`, main thread first (Node names them CPU.<date>.<time>.<pid>.<thread>.<seq>). */
export function profilesOf(dir: string, pid: number): string[] {
  const thread = (file: string) => Number(file.split('.')[4]);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile') && file.split('.')[3] === String(pid))
    .sort((a, b) => thread(a) - thread(b))
    .map((file) => path.join(dir, file));
}

const frameName = (node: ProfileNode): string => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/');
  return `${functionName || '(anonymous)'}${where ? ` ${where}:${lineNumber + 1}` : ''}`;
};

/**
 * A thread's busy samples (non-idle; a sample's interval is not its CPU time on a loaded machine) and its top frames
 * by self time, in % of the busy samples, over [from, to] µs.
 */
export function topFrames(file: string, window: { from: number; to: number }, count = 12): { busySamples: number; frames: Array<[string, number]> } {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < window.from || at > window.to) return;
    const name = frameName(byId.get(id)!);
    if (name.startsWith('(idle)')) return;
    busy += 1;
    self.set(name, (self.get(name) ?? 0) + 1);
  });
  const frames = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]): [string, number] => [name, Math.round((1000 * n) / Math.max(1, busy)) / 10]);
  return { busySamples: busy, frames };
}

/** A window in microseconds of the monotonic clock (`monotonicMicros`). */
export type Window = [startUs: number, endUs: number];

/** A frame's home: its package, a file of ours, Node's internals or V8. */
const homeOf = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const ours = /\/(apps|packages)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url.startsWith('node:') ? 'node internals' : url || '(V8/native)';
};

/** Self milliseconds inside any of the windows: total, by package and by function (top `n` of each). */
export function selfTimeByPackage(file: string, windows: Window[], n = 8) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let time = profile.startTime;
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (!windows.some(([start, end]) => time >= start && time <= end)) return;
    const frame = byId.get(id)!;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    totalUs += delta;
    const pkg = homeOf(frame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + delta);
    const fn = `${frame.functionName || '(anonymous)'} ${pkg}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta);
  });
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10 }));
  return { file: path.basename(file), totalMs: Math.round(totalUs / 1000), packages: top(byPackage), functions: top(byFunction) };
}
