import { BpmErrors } from '@console/contracts/error-codes';
import { ServiceError } from '../../../platform/errors';
import { parseBpmn } from '../model/bpmn';
import type { ElementsStep } from './engine-bpmn-elements';
import type { LiveEngines } from './engine-live-engines';
import { compileGraph, type FlowGraph } from './engine-graph';
import { FlowRun } from './engine-run';
import { isOwnState } from './engine-state';
import { DEFAULT_STEP_LIMITS, type CompiledProcess, type MultiInstance, type StepLimits, type StepOutcome } from './engine-types';
import { checkExpression, ExpressionError, hasExpression } from './expression';

export { LiveEngines } from './engine-live-engines';
export { DEFAULT_STEP_LIMITS, type ActivityEvent, type CompiledProcess, type MultiInstance, type StepLimits, type StepOutcome } from './engine-types';

/**
 * The workflow's engine: new instances of a diagram our engine runs (engine-graph.ts: what the designer makes —
 * start, user tasks, gateways with `${…}` conditions, timers, end) go through engine-run.ts and save a small state of
 * their own (`{"v":1,…}`); the others — instances saved in bpmn-elements' shape before it, and diagrams with elements
 * only bpmn-elements runs — go on in bpmn-elements (engine-bpmn-elements.ts). Which one a step takes is read from
 * the saved state, so any process can take the next step of any instance.
 */

interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  isSequential?: boolean;
  loopCharacteristics?: ModdleElement;
  conditionExpression?: ModdleElement & { body?: string; language?: string };
  eventDefinitions?: Array<ModdleElement & { timeDuration?: { body?: string }; timeDate?: { body?: string }; timeCycle?: { body?: string } }>;
  flowElements?: ModdleElement[];
}

const invalid = (reason: string) => new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_BPMN_INVALID, reason);

/**
 * Compiles a diagram for the engine, refusing what it must not or cannot run: script tasks and script conditions
 * (stored text is never executed), service tasks (nothing for them to call), and `${…}` text the evaluator refuses.
 * Deployment calls it too, so a diagram that would fail at run time is refused with the reason.
 */
export async function compileProcess(xml: string): Promise<CompiledProcess> {
  const context = (await parseBpmn(xml)) as unknown as { rootElement: { rootElements?: ModdleElement[] } };
  const userTasks = new Map<string, { name: string; multiInstance: MultiInstance }>();
  const types = new Map<string, string>();
  const visit = (elements: ModdleElement[] | undefined) => {
    for (const element of elements ?? []) {
      const label = element.name ? `${element.name}（${element.id}）` : (element.id ?? element.$type);
      if (element.id) types.set(element.id, element.$type);
      if (element.$type === 'bpmn:ScriptTask') throw invalid(`${label} 是脚本任务，不支持执行脚本`);
      if (element.$type === 'bpmn:ServiceTask' || element.$type === 'bpmn:BusinessRuleTask' || element.$type === 'bpmn:SendTask')
        throw invalid(`${label} 是服务任务，不支持；请改用用户任务`);
      if (element.$type === 'bpmn:CallActivity') throw invalid(`${label} 是调用活动，不支持`);
      const condition = element.conditionExpression;
      if (condition) {
        if (condition.language) throw invalid(`${label} 的条件是脚本（${condition.language}），只支持 \${…} 表达式`);
        try {
          if (condition.body && hasExpression(condition.body)) checkExpression(condition.body);
          else if (condition.body?.trim()) throw new ExpressionError(`条件 ${condition.body} 需要写成 \${…}`);
        } catch (err) {
          if (err instanceof ExpressionError) throw invalid(`${label}：${err.message}`);
          throw err;
        }
      }
      for (const definition of element.eventDefinitions ?? []) {
        for (const timer of [definition.timeDuration, definition.timeDate, definition.timeCycle]) {
          try {
            if (timer?.body && hasExpression(timer.body)) checkExpression(timer.body);
          } catch (err) {
            if (err instanceof ExpressionError) throw invalid(`${label}：${err.message}`);
            throw err;
          }
        }
      }
      if (element.$type === 'bpmn:UserTask' && element.id) {
        const loop = element.loopCharacteristics;
        const multiInstance: MultiInstance = loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics' ? (loop.isSequential ? 'sequential' : 'parallel') : 'none';
        userTasks.set(element.id, { name: element.name ?? element.id, multiInstance });
        delete element.loopCharacteristics;
      }
      if (element.flowElements) visit(element.flowElements);
    }
  };
  const processes = (context.rootElement.rootElements ?? []).filter((root) => root.$type === 'bpmn:Process');
  for (const root of processes) visit(root.flowElements);
  const graph = compileGraph(processes);
  // bpmn-elements' diagram is serialised now when it is what runs (deployment refuses what fails here), else if ever needed.
  let source = graph ? undefined : await serializeForElements(context);
  return {
    elementsSource: async () => (source ??= await serializeForElements(context)),
    userTasks,
    types,
    graph,
  };
}

/**
 * The diagram as bpmn-elements runs it. bpmn-elements and its serialiser load here, on first need (~50 ms of a
 * start otherwise): our engine runs every diagram the designer makes.
 */
async function serializeForElements(context: unknown): Promise<unknown> {
  const [Elements, { default: serialize, TypeResolver }] = await Promise.all([import('bpmn-elements'), import('moddle-context-serializer')]);
  return serialize(context, TypeResolver(Elements));
}

/** One step of one instance, in whichever engine the instance runs on. */
export class EngineStep {
  private constructor(
    private readonly own: FlowRun | undefined,
    private readonly elements: ElementsStep | undefined,
  ) {}

  /** Starts a new instance with its variables; it runs until it first waits. */
  static async start(process: CompiledProcess, engines: LiveEngines, name: string, variables: Record<string, unknown>, limits = DEFAULT_STEP_LIMITS): Promise<EngineStep> {
    if (process.graph) return new EngineStep(guarded(() => FlowRun.start(process.graph!, variables, limits)), undefined);
    const { ElementsStep } = await import('./engine-bpmn-elements');
    return new EngineStep(undefined, await ElementsStep.start(process, engines, name, variables, limits));
  }

  /** Takes up an instance from its saved state (due timers fire here). */
  static async resume(process: CompiledProcess, engines: LiveEngines, name: string, state: string, limits = DEFAULT_STEP_LIMITS): Promise<EngineStep> {
    if (isOwnState(state)) {
      if (!process.graph) throw new ServiceError(BpmErrors.PROCESS_INSTANCE_RUN_FAILED, 'the diagram is not one this engine runs');
      return new EngineStep(guarded(() => FlowRun.resume(process.graph!, state, limits)), undefined);
    }
    const { ElementsStep } = await import('./engine-bpmn-elements');
    return new EngineStep(undefined, await ElementsStep.resume(process, engines, name, state, limits));
  }

  /** Completes a waiting user task; the instance runs on until it waits again or ends. */
  async complete(executionId: string): Promise<void> {
    if (this.own) guarded(() => this.own!.complete(executionId));
    else await this.elements!.complete(executionId);
  }

  finish(): StepOutcome {
    return this.own ? this.own.finish() : this.elements!.finish();
  }
}

/**
 * Our engine's steps as the request thread runs them (see EngineHost): a few microseconds each, nothing kept between
 * steps — the saved state is read and written whole.
 */
export const ownEngine = {
  start: (graph: FlowGraph, variables: Record<string, unknown>, limits: StepLimits): StepOutcome => guarded(() => FlowRun.start(graph, variables, limits).finish()),
  complete: (graph: FlowGraph, state: string, executionId: string, limits: StepLimits): StepOutcome =>
    guarded(() => {
      const run = FlowRun.resume(graph, state, limits);
      run.complete(executionId);
      return run.finish();
    }),
  resume: (graph: FlowGraph, state: string, limits: StepLimits): StepOutcome => guarded(() => FlowRun.resume(graph, state, limits).finish()),
};

/** Runs our engine's work: a business error as it is, anything else as the step's failure with its reason. */
export function guarded<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    throw new ServiceError(BpmErrors.PROCESS_INSTANCE_RUN_FAILED, (err as Error).message ?? String(err));
  }
}
