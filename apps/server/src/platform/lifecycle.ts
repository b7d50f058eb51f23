import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A turn of the event loop for whatever is waiting (a request that arrived meanwhile): background work awaits it
 * between its statements. Without it, a chain of PGlite statements (each answered synchronously) holds the loop until
 * the chain ends, and the server's first request waited for the whole background start.
 */
export const yieldToRequests = (): Promise<void> => nextTurn();

/**
 * Where the process is in its life, for readiness: it answers before its background parts (the job queue and its
 * workers, the heartbeat) are up, and says "starting" until they are; a draining process still answers what it has
 * accepted, but tells the load balancer to send nothing new.
 */
export class Lifecycle {
  private drainingSince: number | undefined;
  private background: Promise<void> | undefined;
  private backgroundDone = false;
  private backgroundError: Error | undefined;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }

  /**
   * Runs `start` once the server listens (on the next turn of the event loop after the app is ready, by when
   * `listen()` has bound its port): what no first request needs waits there, not in front of the first answer.
   */
  startAfterListening(start: () => Promise<void>): void {
    if (this.background) throw new Error('the background start was already scheduled');
    this.background = yieldToRequests().then(start).then(
      () => {
        this.backgroundDone = true;
      },
      (err: unknown) => {
        this.backgroundError = err instanceof Error ? err : new Error(String(err));
        throw this.backgroundError;
      },
    );
    // Awaited by whenStarted(); a failure is readiness's to report, not an unhandled rejection.
    this.background.catch(() => {});
  }

  /** Until the background start has finished: the reason readiness gives (undefined once up, or with nothing to start). */
  get notStartedReason(): string | undefined {
    if (this.backgroundError) return `start failed: ${this.backgroundError.message}`;
    if (this.background && !this.backgroundDone) return 'starting';
    return undefined;
  }

  /** Settles when the background start has (or rejects if it failed); at once when there is none. */
  whenStarted(): Promise<void> {
    return this.background ?? Promise.resolve();
  }
}
