import { RequestThread, spawnThread } from '../../../platform/worker-thread';
import type { BuiltWords } from './matcher';

/** A build's words arrive in slices (`add`: JSON, `[[name, [tag, …]], …]`), then `build` builds them. */
export type BuildRequest =
  | { op: 'add'; id: number; words: string }
  | {
      op: 'build';
      id: number;
      /** Test only: the thread waits until the first Int32 of this buffer is no longer 0. */
      gate?: SharedArrayBuffer;
    };
export type BuildAnswer = { id: number; built: BuiltWords } | { id: number; error: string };

/**
 * Builds sensitive-word automata on a thread of its own (automaton-worker.ts), started on first use and kept: a build
 * of 100,000 words takes the other core for a second or so while this thread serves requests, and the arrays
 * (automaton and packed words) come back transferred, not copied. A thread that dies fails the builds it had; the
 * next build starts another.
 */
export class AutomatonThread {
  private readonly thread = new RequestThread<BuildAnswer>(() => spawnThread(new URL('./automaton-worker.ts', import.meta.url)));
  private nextId = 1;
  private closed = false;

  /**
   * A build: its words are given in slices as they are read (each slice one string, little to copy), then
   * `finish` builds. A thread lost meanwhile fails it; the next build starts another thread.
   */
  start(): { add: (words: string) => void; finish: (gate?: SharedArrayBuffer) => Promise<BuiltWords> } {
    if (this.closed) throw new Error('sensitive-word build thread closed');
    const thread = this.thread.current();
    const id = this.nextId++;
    const built = new Promise<BuiltWords>((resolve, reject) => {
      thread.pending.set(id, (answer) => {
        if (answer instanceof Error) reject(answer);
        else if ('error' in answer) reject(new Error(answer.error));
        else resolve(answer.built);
      });
    });
    // Failing before `finish` is awaited is no unhandled rejection.
    built.catch(() => undefined);
    return {
      add: (words) => thread.worker.postMessage({ op: 'add', id, words } satisfies BuildRequest),
      finish: (gate) => {
        thread.worker.postMessage({ op: 'build', id, gate } satisfies BuildRequest);
        return built;
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.thread.close();
  }
}
