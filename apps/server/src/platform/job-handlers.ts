import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';

/** What a job handler gets for one run. */
export interface JobRun {
  /** The whole database (jobs are not tenant-scoped; a handler that works per tenant says so itself). */
  db: Db;
  /** The job's handler parameter as typed in the form (`null` when empty). */
  param: string | null;
  /** Aborted when the run passes the job's monitor timeout: a long handler should stop at its next check. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface JobHandler {
  /** The `handlerName` a job names (unique among jobs: one job per handler, as the original). */
  name: string;
  /** One line for the form's handler list. */
  description: string;
  /** Does the work; the text it returns is the run's result in the job log. Throwing fails the run (and retries it). */
  run: (job: JobRun) => Promise<string>;
}

/** The handlers a job may name. Modules add theirs when they register (payment adds its merchant notifications). */
export class JobHandlerRegistry {
  private readonly handlers = new Map<string, JobHandler>();

  add(handler: JobHandler): void {
    if (this.handlers.has(handler.name)) throw new Error(`job handler ${handler.name} registered twice`);
    this.handlers.set(handler.name, handler);
  }

  get(name: string): JobHandler | undefined {
    return this.handlers.get(name);
  }

  list(): JobHandler[] {
    return [...this.handlers.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}
