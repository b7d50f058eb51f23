import type { Worker } from 'node:worker_threads';
import { RequestThread, spawnThread } from '../../../platform/worker-thread';
import { ServiceError } from '../../../platform/errors';
import { DEFAULT_STEP_LIMITS, ownEngine, type CompiledProcess, type StepLimits, type StepOutcome } from './engine';
import { isOwnState } from './engine-state';
import type { DefinitionRef, EngineAnswer, EngineAsk, EngineRequest } from './engine-protocol';

/** A deployed definition; `process`: its compiled diagram, when the caller has it (service.ts's runtime does). */
type Definition = { id: number; bpmnXml: string; process?: CompiledProcess };

/** The engine thread's entry: dist/engine-worker.js, or the TypeScript source through tsx (tests, tsx runs). */
const spawnEngineThread = (limits: StepLimits): Worker => spawnThread(new URL('./engine-worker.ts', import.meta.url), { workerData: limits });

/**
 * Runs the workflow's engine steps. Our engine's (new instances of the diagrams it runs) run right here on the
 * request thread: a few microseconds of work, less than the round trip to a thread would cost (measured, see
 * docs/workflow.md). bpmn-elements' steps (instances saved in its shape, diagrams with elements ours does not run)
 * run on a thread of their own (engine-worker.ts), one per app, started on first use:
 * a step's engine work (a few milliseconds of bpmn-elements' message passing) then uses the machine's other core while
 * this thread serves requests and talks to the database, instead of holding up both. The thread keeps the waiting
 * engines (LiveEngines) and the compiled diagrams; a diagram goes to it once. A thread that dies fails the steps it
 * had (their transactions roll back) and the next step starts a new one, which recovers instances from their saved
 * state as any process would.
 */
export class EngineHost {
  /** Definitions whose diagram the current thread has been sent. */
  private readonly sent = new Set<number>();
  private readonly thread = new RequestThread<EngineAnswer>(
    () => spawnEngineThread(this.limits),
    () => this.sent.clear(),
  );
  private nextId = 1;
  /** Steps asked of the thread, those that failed, and the seconds from asking to the answer, since start (for the metrics). */
  steps = 0;
  failedSteps = 0;
  stepSeconds = 0;

  /** `limits`: what one step may do before it fails (see StepLimits). */
  constructor(private readonly limits: StepLimits = DEFAULT_STEP_LIMITS) {}

  start(definition: Definition, name: string, variables: Record<string, unknown>): Promise<StepOutcome> {
    const graph = definition.process?.graph;
    if (graph) return this.counted(() => ownEngine.start(graph, variables, this.limits));
    return this.step(definition, (ref) => ({ op: 'start', definition: ref, name, variables }));
  }

  /** Completes the waiting user task `executionId` of the instance saved as `state`. */
  complete(definition: Definition, name: string, state: string, executionId: string): Promise<StepOutcome> {
    const graph = definition.process?.graph;
    if (graph && isOwnState(state)) return this.counted(() => ownEngine.complete(graph, state, executionId, this.limits));
    return this.step(definition, (ref) => ({ op: 'complete', definition: ref, name, state, executionId }));
  }

  /** Recovers the instance saved as `state` and lets it run on: its due timers fire. */
  resume(definition: Definition, name: string, state: string): Promise<StepOutcome> {
    const graph = definition.process?.graph;
    if (graph && isOwnState(state)) return this.counted(() => ownEngine.resume(graph, state, this.limits));
    return this.step(definition, (ref) => ({ op: 'resume', definition: ref, name, state }));
  }

  /** An instance that ended: its waiting engine, if kept, is of no further use. */
  forget(name: string): void {
    this.thread.running?.worker.postMessage({ id: 0, op: 'forget', name } satisfies EngineRequest);
  }

  /** How many waiting engines the thread keeps. */
  async kept(): Promise<number> {
    const answer = await this.ask({ op: 'kept' });
    return 'kept' in answer ? (answer.kept ?? 0) : 0;
  }

  close(): Promise<void> {
    return this.thread.close();
  }

  private step(definition: Definition, request: (ref: DefinitionRef) => EngineAsk): Promise<StepOutcome> {
    return this.counted(() => this.stepOnThread(definition, request));
  }

  /** A step, counted for the metrics. */
  private async counted(run: () => StepOutcome | Promise<StepOutcome>): Promise<StepOutcome> {
    const started = performance.now();
    try {
      return await run();
    } catch (err) {
      this.failedSteps += 1;
      throw err;
    } finally {
      this.steps += 1;
      this.stepSeconds += (performance.now() - started) / 1000;
    }
  }

  private async stepOnThread(definition: Definition, request: (ref: DefinitionRef) => EngineAsk): Promise<StepOutcome> {
    const known = this.sent.has(definition.id);
    this.sent.add(definition.id);
    const full = { id: definition.id, bpmnXml: definition.bpmnXml };
    let answer = await this.ask(request(known ? { id: definition.id } : full));
    // A thread that does not have the diagram (a new thread, or one that dropped it) is sent it.
    if ('failure' in answer && answer.failure.missing) answer = await this.ask(request(full));
    if ('failure' in answer) {
      if (answer.failure.code !== undefined) throw new ServiceError({ code: answer.failure.code, msg: answer.failure.message });
      throw new Error(answer.failure.message);
    }
    return answer.outcome!;
  }

  private ask(request: EngineAsk): Promise<EngineAnswer> {
    const thread = this.thread.current();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)));
      thread.worker.postMessage({ ...request, id, now: Date.now() } satisfies EngineRequest);
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The workflow's engine thread, with the engines waiting between steps. */
    bpmEngines: EngineHost;
  }
}
