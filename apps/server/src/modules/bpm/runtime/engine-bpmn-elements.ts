import { randomUUID } from 'node:crypto';
import { BpmErrors } from '@console/contracts/error-codes';
import * as Elements from 'bpmn-elements';
import { ServiceError } from '../../../platform/errors';
import { hasExpression, resolveExpression } from './expression';
import type { EngineEvent, LiveEngine, LiveEngines } from './engine-live-engines';
import { DEFAULT_STEP_LIMITS, type ActivityEvent, type CompiledProcess, type StepLimits, type StepOutcome } from './engine-types';

/**
 * Runs BPMN with bpmn-elements, the core of bpmn-engine (reference pay-bpm Part 4): since our own engine
 * (engine-run.ts) runs new instances, this runs the instances saved in bpmn-elements' shape before it (a database
 * of a running console holds them) and diagrams with elements our engine does not run (see engine-graph.ts).
 * One step at a time: a step recovers the definition from the state saved after the previous one, does one thing
 * (start, complete a user task, let due timers fire), lets it run until it waits again or ends, and hands back the
 * new state with what happened. The saved state is the truth, so any process can take the next step of any
 * instance; a process keeps the engines it last moved only as a shortcut for the exact state they saved (see
 * LiveEngines).
 *
 * bpmn-elements' Definition is driven directly: bpmn-engine's Engine around it copied every event into a broker of
 * its own and serialised the whole diagram into each saved state (which was then thrown away) — a fifth of an
 * approval's engine time, measured. The saved state keeps the Engine's shape, so instances saved through it resume.
 *
 * What the engine is given: the definition's diagram compiled once (multi-instance markers taken off user tasks —
 * countersigning is the task service's, one task per candidate as the original), conditions evaluated by
 * ./expression.ts, no scripts at all, and timers that are recorded instead of armed (the instance row keeps when the
 * earliest is due; the bpmTimerJob resumes it then, in whichever process).
 */

interface EngineApi {
  id: string;
  executionId: string;
  type?: string;
  signal: (message?: unknown) => void;
}

/** What is saved after a step: bpmn-engine's state shape, so instances saved by either way recover. */
interface SavedState {
  name?: string;
  definitions: unknown[];
}

/** The conditions' evaluator in the shape bpmn-elements calls. */
const EXPRESSIONS = {
  resolveExpression: (text: string, context: { environment?: { variables?: Record<string, unknown> } }) => resolveExpression(text, context?.environment?.variables ?? {}),
  isExpression: (text: string) => !!text && /^\$\{.+\}$/.test(text),
  hasExpression: (text: string) => hasExpression(text),
};

/** No logging: each element made three `debug` loggers (each asking whether stderr is a terminal) per engine. */
const SILENT = () => undefined;
const SILENT_LOGGER = { debug: SILENT, error: SILENT, warn: SILENT };
const silentLogger = () => SILENT_LOGGER;

/** No scripts: every script lookup finds nothing (compileProcess refuses them before they get here). */
const NO_SCRIPTS = {
  register: () => undefined,
  getScript: () => undefined,
};

/** Activity types as Flowable's history names them (`bpmn:UserTask` → `userTask`), which the reference UI reads. */
const flowableType = (type: string): string => {
  const bare = type.replace(/^bpmn:/, '');
  return bare.charAt(0).toLowerCase() + bare.slice(1);
};

/** One step of one instance. */
export class ElementsStep {
  private readonly activities: ActivityEvent[] = [];
  private failure: unknown;
  private readonly startedAt = performance.now();
  private begun = 0;
  /** The step went past its limits: every later event of its run throws this again, so nothing goes on. */
  private overrun: ServiceError | undefined;

  private constructor(
    private readonly name: string,
    private readonly live: LiveEngine,
    private readonly process: CompiledProcess,
    private readonly engines: LiveEngines,
    private readonly limits: StepLimits,
  ) {
    live.onEvent = (routingKey, content) => this.track(routingKey, content);
  }

  /**
   * Counts a node begun against the step's limits. The engine runs a step synchronously, so the only way to stop it
   * is from inside: the error thrown here unwinds the run to guard(), which fails the step.
   */
  private spend(): void {
    this.begun += 1;
    const { maxActivities, maxMs } = this.limits;
    const over = this.begun > maxActivities ? `执行的节点超过 ${maxActivities} 个` : performance.now() - this.startedAt > maxMs ? `用时超过 ${maxMs} 毫秒` : undefined;
    if (!over) return;
    this.overrun = new ServiceError(BpmErrors.PROCESS_INSTANCE_STEP_LIMIT, over);
    throw this.overrun;
  }

  private get definition(): Elements.Definition {
    return this.live.definition;
  }

  /** What the definition tells, for whichever step is using it. */
  private track(routingKey: string, content: EngineEvent) {
    if (this.overrun) throw this.overrun;
    const { id, type, executionId } = content;
    if (routingKey === 'definition.error') {
      this.failure ??= content.error;
      return;
    }
    if (routingKey === 'flow.take') {
      this.activities.push({ executionId: content.sequenceId ?? randomUUID(), key: id, type: 'sequenceFlow', event: 'start', time: new Date() });
      return;
    }
    // Only the diagram's own nodes (not their event definitions).
    if (this.process.types.get(id) !== type) return;
    if (routingKey === 'activity.wait' && type === 'bpmn:UserTask') this.live.waits.set(executionId, id);
    else if (routingKey === 'activity.start') {
      this.spend();
      this.activities.push({ executionId, key: id, type: flowableType(type), event: 'start', time: new Date() });
    }
    else if (routingKey === 'activity.leave') {
      this.live.waits.delete(executionId);
      this.activities.push({ executionId, key: id, type: flowableType(type), event: 'end', time: new Date() });
    }
  }

  private static async create(process: CompiledProcess, variables?: Record<string, unknown>): Promise<LiveEngine> {
    const source = await process.elementsSource();
    const armed = new Map<object, number>();
    const timers = new Elements.Timers({
      setTimeout: (_callback: unknown, delay: number) => {
        const ref = {};
        armed.set(ref, delay);
        return ref;
      },
      clearTimeout: (ref: object) => {
        armed.delete(ref);
      },
    } as never);
    const environment = new Elements.Environment({ expressions: EXPRESSIONS, scripts: NO_SCRIPTS as never, timers, Logger: silentLogger, variables });
    const definition = new Elements.Definition(Elements.Context(source as never, environment));
    const live: LiveEngine = { definition, armed, waits: new Map() };
    const track = (routingKey: string, message: { content: EngineEvent }) => live.onEvent?.(routingKey, message.content);
    for (const key of ['activity.start', 'activity.wait', 'activity.leave', 'flow.take', 'definition.error']) definition.broker.subscribeTmp('event', key, track as never, { noAck: true });
    return live;
  }

  /** Starts a new instance with its variables; it runs until it first waits. */
  static async start(process: CompiledProcess, engines: LiveEngines, name: string, variables: Record<string, unknown>, limits = DEFAULT_STEP_LIMITS): Promise<ElementsStep> {
    const step = new ElementsStep(name, await ElementsStep.create(process, variables), process, engines, limits);
    await step.guard(() => step.definition.run());
    return step;
  }

  /** Recovers an instance from its saved state and lets it run on (due timers fire here), or takes the kept engine. */
  static async resume(process: CompiledProcess, engines: LiveEngines, name: string, state: string, limits = DEFAULT_STEP_LIMITS): Promise<ElementsStep> {
    const kept = engines.take(name, state);
    if (kept) return new ElementsStep(name, kept, process, engines, limits);
    const step = new ElementsStep(name, await ElementsStep.create(process), process, engines, limits);
    await step.guard(() => {
      const saved = JSON.parse(state) as SavedState;
      step.definition.recover(saved.definitions[0] as never);
      step.definition.resume();
    });
    return step;
  }

  /** Completes a waiting user task; the engine runs on until it waits again or ends. */
  async complete(executionId: string): Promise<void> {
    await this.guard(() => {
      const waiting = this.definition.getPostponed() as unknown as EngineApi[];
      const api = waiting.find((a) => a.executionId === executionId);
      if (!api) throw new Error(`no waiting task ${executionId}`);
      api.signal();
    });
  }

  private async guard(run: () => unknown): Promise<void> {
    try {
      await run();
    } catch (err) {
      this.failure ??= err;
    }
    const failure = this.overrun ?? this.failure;
    if (failure !== undefined) {
      // The engine is dropped (never kept after a failure); what stopping it tells is no longer this step's.
      this.live.onEvent = undefined;
      this.definition.stop();
      const err = failure as Error & { inner?: Error };
      const cause = err.inner ?? err;
      if (cause instanceof ServiceError) throw cause;
      throw new ServiceError(BpmErrors.PROCESS_INSTANCE_RUN_FAILED, cause.message ?? String(cause));
    }
  }

  /** The outcome of the step; the engine is kept for the instance's next step, or dropped. */
  finish(): StepOutcome {
    const { armed, waits } = this.live;
    const ended = !this.definition.isRunning && waits.size === 0;
    const delays = [...armed.values()];
    let state: string | null = null;
    if (!ended) {
      // bpmn-engine's shape (its wrapper is not used: it copied every event once more), without the diagram.
      const saved: SavedState = { name: this.name, definitions: [this.definition.getState()] };
      state = JSON.stringify(saved);
    }
    // An engine not kept is dropped, not stopped: it waits or has ended, its timers are only notes, and stopping
    // would cost as much as the step's own run.
    if (state !== null && delays.length === 0) this.engines.keep(this.name, state, this.live);
    return {
      state,
      waiting: [...waits].map(([executionId, key]) => ({ executionId, key })),
      activities: this.activities,
      timerDueTime: !ended && delays.length ? new Date(Date.now() + Math.max(0, Math.min(...delays))) : null,
    };
  }
}
