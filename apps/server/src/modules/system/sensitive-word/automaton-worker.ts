import { parentPort } from 'node:worker_threads';
import { automatonBuffers, buildAutomaton } from './automaton';
import type { BuildAnswer, BuildRequest } from './automaton-thread';

/** The sensitive words' build thread (automaton-thread.ts): builds an automaton and hands its arrays back. */
parentPort!.on('message', ({ id, names, gate }: BuildRequest) => {
  // A test holds the build here until it lets it go (SensitiveWordCache.holdBuilds).
  if (gate) Atomics.wait(new Int32Array(gate), 0, 0);
  try {
    const automaton = buildAutomaton(names);
    parentPort!.postMessage({ id, automaton } satisfies BuildAnswer, automatonBuffers(automaton));
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies BuildAnswer);
  }
});
