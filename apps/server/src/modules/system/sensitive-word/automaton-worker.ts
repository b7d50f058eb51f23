import { parentPort } from 'node:worker_threads';
import { automatonBuffers, buildAutomaton } from './automaton';
import type { BuildAnswer, BuildRequest } from './automaton-thread';

/** The names of the builds under way, as their slices arrive. */
const names = new Map<number, string[]>();

/** The sensitive words' build thread (automaton-thread.ts): builds an automaton and hands its arrays back. */
parentPort!.on('message', (request: BuildRequest) => {
  const { id } = request;
  if (request.op === 'add') {
    const list = names.get(id) ?? [];
    for (const name of request.names) list.push(name);
    names.set(id, list);
    return;
  }
  // A test holds the build here until it lets it go (SensitiveWordCache.holdBuilds).
  if (request.gate) Atomics.wait(new Int32Array(request.gate), 0, 0);
  try {
    const automaton = buildAutomaton(names.get(id) ?? []);
    parentPort!.postMessage({ id, automaton } satisfies BuildAnswer, automatonBuffers(automaton));
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies BuildAnswer);
  } finally {
    names.delete(id);
  }
});
