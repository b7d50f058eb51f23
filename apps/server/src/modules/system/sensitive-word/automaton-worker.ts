import { parentPort } from 'node:worker_threads';
import { automatonBuffers, buildAutomaton } from './automaton';
import type { BuildAnswer, BuildRequest } from './automaton-thread';
import { packedBuffers, packWords } from './packed-words';
import { lowerThreadPriority } from '../../../platform/thread-priority';

/** The words of the builds under way, as their slices arrive. */
const words = new Map<number, Array<{ name: string; tags: string[] }>>();

// The request thread of this process comes first: a build may take longer, a request should not wait.
lowerThreadPriority();

/** The sensitive words' build thread (automaton-thread.ts): builds an automaton and hands its arrays back. */
parentPort!.on('message', (request: BuildRequest) => {
  const { id } = request;
  if (request.op === 'add') {
    // The slice as the database wrote it (word-table.ts): parsed here, not on the request thread.
    const list = words.get(id) ?? [];
    for (const [name, tags] of JSON.parse(request.words) as Array<[string, string[]]>) list.push({ name, tags });
    words.set(id, list);
    return;
  }
  // A test holds the build here until it lets it go (SensitiveWordCache.holdBuilds).
  if (request.gate) Atomics.wait(new Int32Array(request.gate), 0, 0);
  try {
    const list = words.get(id) ?? [];
    const built = { automaton: buildAutomaton(list.map((word) => word.name)), words: packWords(list) };
    parentPort!.postMessage({ id, built } satisfies BuildAnswer, [...automatonBuffers(built.automaton), ...packedBuffers(built.words)]);
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies BuildAnswer);
  } finally {
    words.delete(id);
  }
});
