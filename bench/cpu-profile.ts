/**
 * Top frames of V8 CPU profiles (`node --cpu-prof`, one file per thread), counting only the samples taken inside
 * given windows of the monotonic clock (process.hrtime, which V8's profile timestamps share): the work a benchmark
 * timed, not its set-up. Self time by package (or file of ours) and by function.
 */
import fs from 'node:fs';
import path from 'node:path';

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A window in microseconds of process.hrtime. */
export type Window = [startUs: number, endUs: number];
export const nowUs = () => Number(process.hrtime.bigint() / 1000n);

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const ours = /\/(apps|packages)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url.startsWith('node:') ? 'node internals' : url || '(V8/native)';
};

/** Self milliseconds inside the windows: total, by package and by function (top `n` of each). */
export function topFrames(file: string, windows: Window[], n = 8) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
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
    const pkg = where(frame.url);
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
