import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Cron } from 'croner';
import { schedule } from '../../../platform/cron';
import type { JobHandlerRegistry } from '../../../platform/job-handlers';
import { yieldToRequests } from '../../../platform/lifecycle';
import { declareQueue, nameUuid } from '../../../platform/queue';
import { failAbandonedRuns, JOB_QUEUE, runJob, runOptions, type JobRunData } from './runner';
import { JobStatus } from '@console/contracts/infra/job';

/** Local workers: runs of different jobs proceed side by side in one process. */
const WORKERS = 4;
/** How often a process re-reads the job table (changes made through another process); also sweeps abandoned runs. */
export const RELOAD_MS = 5000;

type JobRunOptions = { id: number; retryCount: number; retryInterval: number; monitorTimeout: number };

/** A queue of another module's work (sending mail), worked by every process once the scheduler starts. */
export interface QueueWorker<T extends object> {
  name: string;
  /** Workers of this queue in each process. */
  workers: number;
  /** Handles one job; throwing fails the attempt, and the queue retries it as its send options say. */
  work: (job: PgBoss.JobWithMetadata<T>) => Promise<void>;
}

/** A promise settled from outside (Promise.withResolvers, which Node 20 lacks); a rejection nobody awaits is not reported. */
function settleLater() {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  promise.catch(() => {});
  return { promise, resolve: () => resolve(), reject: (err: unknown) => reject(err) };
}

interface Scheduled {
  signature: string;
  cron: Cron;
}

/**
 * The cron side of jobs, one per process: a timer per running job. At each tick every process sends the same queue
 * job — its id derived from (job, fire second) — and the queue's primary key lets exactly one in; that one runs once,
 * in whichever process fetches it. Pausing, editing or deleting a job reschedules here at once and in the other
 * processes at their next reload; a tick a stale process still sends is dropped by the runner, which re-reads the job.
 */
export class JobScheduler {
  private readonly timers = new Map<number, Scheduled>();
  private readonly workerIds: string[] = [];
  private reloadTimer: NodeJS.Timeout | undefined;
  private reloading: Promise<void> | undefined;
  private stopped = false;
  /** Runs started in this process and those that failed; for scheduled ticks, the seconds between fire time and start (for the metrics). */
  runs = 0;
  failedRuns = 0;
  scheduledRuns = 0;
  latenessSeconds = 0;
  private queue: PgBoss | undefined;
  private starting: Promise<void> | undefined;
  private readonly started = settleLater();
  // `never`: each worker keeps its own job type (a job of `never` data is any worker's job).
  private readonly queueWorkers: QueueWorker<never>[] = [];
  private readonly queueWorkerIds = new Map<string, string[]>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly openQueue: () => Promise<PgBoss>,
    private readonly handlers: JobHandlerRegistry,
  ) {}

  /**
   * Starts the queue, its workers and the cron timers; once only. The server calls it after it listens
   * (platform/lifecycle.ts): a request that needs the queue meanwhile waits for it here rather than failing.
   */
  start(): Promise<void> {
    this.starting ??= this.startNow().then(this.started.resolve, (err: unknown) => {
      this.started.reject(err);
      throw err;
    });
    return this.starting;
  }

  private async startNow(): Promise<void> {
    if (this.stopped) throw new Error('the job scheduler stopped before it started');
    const boss = await this.openQueue();
    this.queue = boss;
    await boss.start();
    await declareQueue(boss, JOB_QUEUE);
    for (let i = 0; i < WORKERS; i++) {
      this.workerIds.push(
        await boss.work<JobRunData>(JOB_QUEUE, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
          if (job) return { result: await this.run(job) };
          return undefined;
        }),
      );
    }
    for (const worker of this.queueWorkers) await this.startQueueWorker(boss, worker);
    // The queue's own statements let waiting requests go first (platform/queue.ts); the jobs' reading does too.
    await yieldToRequests();
    await this.reloadNowQueued();
    this.reloadTimer = setInterval(() => void this.reload().catch((err) => this.app.log.warn({ err }, 'job reload failed')), RELOAD_MS);
    this.reloadTimer.unref();
  }

  /** Adds a queue of module work (before start): declared and worked with the scheduler's queue. */
  addQueue<T extends object>(worker: QueueWorker<T>): void {
    if (this.queue) throw new Error(`queue ${worker.name} added after the job scheduler started`);
    this.queueWorkers.push(worker);
  }

  private async startQueueWorker<T extends object>(boss: PgBoss, worker: QueueWorker<T>): Promise<void> {
    await declareQueue(boss, worker.name);
    const ids: string[] = [];
    for (let i = 0; i < worker.workers; i++) {
      ids.push(
        await boss.work<T>(worker.name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
          if (job) await worker.work(job);
        }),
      );
    }
    this.queueWorkerIds.set(worker.name, ids);
  }

  /** Queues one job of an added queue; this process's workers of it look at once rather than at their next poll. */
  async sendTo<T extends object>(name: string, data: T, options: PgBoss.SendOptions): Promise<string | null> {
    const boss = await this.boss();
    const sent = await boss.send(name, data, options);
    for (const id of this.queueWorkerIds.get(name) ?? []) boss.notifyWorker(id);
    return sent;
  }

  private async run(job: PgBoss.JobWithMetadata<JobRunData>): Promise<string> {
    this.runs += 1;
    if (job.data.fireTime !== undefined) {
      this.scheduledRuns += 1;
      this.latenessSeconds += Math.max(0, Date.now() - job.data.fireTime) / 1000;
    }
    try {
      return await runJob(this.app, this.handlers, job);
    } catch (err) {
      this.failedRuns += 1;
      throw err;
    }
  }

  /** Re-reads the running jobs and (re)schedules what changed; before the start, nothing (the start reads them). */
  reload(): Promise<void> {
    if (!this.starting) return Promise.resolve();
    return this.reloadNowQueued();
  }

  private reloadNowQueued(): Promise<void> {
    // One reload at a time; a call meanwhile waits for it and then runs its own, seeing the latest rows.
    const next = (this.reloading ?? Promise.resolve()).then(() => this.reloadNow());
    this.reloading = next.catch(() => undefined);
    return next;
  }

  private async reloadNow(): Promise<void> {
    if (this.stopped) return;
    const jobs = await this.app.db
      .selectFrom('infra_job')
      .select(['id', 'cronExpression', 'retryCount', 'retryInterval', 'monitorTimeout'])
      .where('status', '=', JobStatus.NORMAL)
      .execute();
    const seen = new Set<number>();
    for (const job of jobs) {
      seen.add(job.id);
      const signature = JSON.stringify(job);
      if (this.timers.get(job.id)?.signature === signature) continue;
      this.timers.get(job.id)?.cron.stop();
      this.timers.delete(job.id);
      const cron = schedule(job.cronExpression, (fireTime) => void this.fire(job, fireTime));
      if (cron) this.timers.set(job.id, { signature, cron });
    }
    for (const [id, scheduled] of this.timers) {
      if (!seen.has(id)) {
        scheduled.cron.stop();
        this.timers.delete(id);
      }
    }
    await failAbandonedRuns(this.app.db);
  }

  private async fire(job: JobRunOptions, fireTime: number): Promise<void> {
    if (this.stopped) return;
    try {
      await this.sendTick(job, fireTime);
    } catch (err) {
      this.app.log.error({ err, jobId: job.id }, 'job tick not queued');
    }
  }

  /** Queues the run of one cron tick; the queue job's id when this call was the first to, else null. */
  async sendTick(job: JobRunOptions, fireTime: number): Promise<string | null> {
    const data: JobRunData = { jobId: job.id, fireTime };
    const sent = await (await this.boss()).send(JOB_QUEUE, data, { ...runOptions(job), id: nameUuid(`infra_job:${job.id}:${fireTime}`) });
    // The winning process picks its tick up now rather than at its next poll.
    if (sent) this.wakeWorkers();
    return sent;
  }

  /** The jobs this process has a cron timer for. */
  scheduledJobIds(): number[] {
    return [...this.timers.keys()].sort((a, b) => a - b);
  }

  /** 执行一次: one run now, whatever the schedule and status. */
  async trigger(job: JobRunOptions): Promise<void> {
    const data: JobRunData = { jobId: job.id, trigger: true };
    await (await this.boss()).send(JOB_QUEUE, data, runOptions(job));
    this.wakeWorkers();
  }

  private wakeWorkers() {
    for (const id of this.workerIds) this.queue?.notifyWorker(id);
  }

  /** The queue once started: a caller before then waits for the start (or hears why it failed). */
  private async boss(): Promise<PgBoss> {
    await this.started.promise;
    return this.queue!;
  }

  /** Runs waiting or being retried in the queue (the monitor shows it). */
  async queueDepth(): Promise<number> {
    return (await this.boss()).getQueueSize(JOB_QUEUE);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // A start under way finishes first, so what it starts is stopped below; callers still waiting hear it stopped.
    await this.starting?.catch(() => undefined);
    this.started.reject(new Error('the job scheduler stopped'));
    clearInterval(this.reloadTimer);
    for (const scheduled of this.timers.values()) scheduled.cron.stop();
    this.timers.clear();
    await this.reloading;
    await this.queue?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
