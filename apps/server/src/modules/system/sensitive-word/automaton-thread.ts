import { RequestThread, spawnThread } from '../../../platform/worker-thread';
import type { AutomatonArrays } from './automaton';

/** A build's names arrive in slices (`add`), then `build` builds them. */
export type BuildRequest =
  | { op: 'add'; id: number; names: string[] }
  | {
      op: 'build';
      id: number;
      /** Test only: the thread waits until the first Int32 of this buffer is no longer 0. */
      gate?: SharedArrayBuffer;
    };
export type BuildAnswer = { id: number; automaton: AutomatonArrays } | { id: number; error: string };

/**
 * Builds sensitive-word automata on a thread of its own (automaton-worker.ts), started on first use and kept: a build
 * of 100,000 words takes the other core for a fraction of a second while this thread serves requests, and the
 * arrays come back transferred, not copied. A thread that dies fails the builds it had; the next build starts another.
 */
export class AutomatonThread {
  private readonly thread = new RequestThread<BuildAnswer>(() => spawnThread(new URL('./automaton-worker.ts', import.meta.url)));
  private nextId = 1;
  private closed = false;

  /**
   * A build: its names are given in slices as they are read (each slice is little to copy to the thread), then
   * `finish` builds. A thread lost meanwhile fails it; the next build starts another thread.
   */
  start(): { add: (names: string[]) => void; finish: (gate?: SharedArrayBuffer) => Promise<AutomatonArrays> } {
    if (this.closed) throw new Error('sensitive-word build thread closed');
    const thread = this.thread.current();
    const id = this.nextId++;
    const built = new Promise<AutomatonArrays>((resolve, reject) => {
      thread.pending.set(id, (answer) => {
        if (answer instanceof Error) reject(answer);
        else if ('error' in answer) reject(new Error(answer.error));
        else resolve(answer.automaton);
      });
    });
    // Failing before `finish` is awaited is no unhandled rejection.
    built.catch(() => undefined);
    return {
      add: (names) => thread.worker.postMessage({ op: 'add', id, names } satisfies BuildRequest),
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
