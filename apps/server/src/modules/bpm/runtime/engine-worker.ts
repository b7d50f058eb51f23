import { parentPort, workerData } from 'node:worker_threads';
import { ServiceError } from '../../../platform/errors';
import { compileProcess, DEFAULT_STEP_LIMITS, EngineStep, LiveEngines, type CompiledProcess, type StepLimits, type StepOutcome } from './engine';
import type { EngineAnswer, EngineRequest } from './engine-protocol';

/**
 * The workflow's engine thread (see EngineHost): runs each step it is asked for (the host sends bpmn-elements' steps;
 * EngineStep picks the engine by the saved state), keeping bpmn-elements' waiting engines between steps, and answers
 * the step's outcome. Requests are taken one at a time, in order.
 */

/**
 * The step's clock is the asking thread's (EngineRequest.now): bpmn-elements reads the time with `new Date()` and
 * `Date.now()`, so this thread's Date runs at the offset the request gives — nothing else runs on this thread.
 */
let clockOffset = 0;
const RealDate = Date;
class StepDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + clockOffset);
    else super(...(args as [string]));
  }
  static override now(): number {
    return RealDate.now() + clockOffset;
  }
}
globalThis.Date = StepDate as DateConstructor;

const engines = new LiveEngines();
/** What one step may do (EngineHost's, from the app's configuration). */
const limits = (workerData as StepLimits | null) ?? DEFAULT_STEP_LIMITS;
/** Compiled diagrams by definition id (a deployed definition never changes), at most 500. */
const processes = new Map<number, CompiledProcess>();

class MissingDefinition extends Error {}

async function processOf(definition: { id: number; bpmnXml?: string }): Promise<CompiledProcess> {
  const known = processes.get(definition.id);
  if (known) return known;
  if (definition.bpmnXml === undefined) throw new MissingDefinition(`definition ${definition.id} not known to the engine thread`);
  const compiled = await compileProcess(definition.bpmnXml);
  if (processes.size >= 500) processes.delete(processes.keys().next().value!);
  processes.set(definition.id, compiled);
  return compiled;
}

async function run(request: EngineRequest): Promise<StepOutcome | null> {
  switch (request.op) {
    case 'start': {
      const step = await EngineStep.start(await processOf(request.definition), engines, request.name, request.variables, limits);
      return step.finish();
    }
    case 'complete': {
      const step = await EngineStep.resume(await processOf(request.definition), engines, request.name, request.state, limits);
      await step.complete(request.executionId);
      return step.finish();
    }
    case 'resume': {
      const step = await EngineStep.resume(await processOf(request.definition), engines, request.name, request.state, limits);
      return step.finish();
    }
    case 'forget':
      engines.forget(request.name);
      return null;
    case 'kept':
      return null;
  }
}

const port = parentPort!;
let queue: Promise<void> = Promise.resolve();
port.on('message', (request: EngineRequest) => {
  // One request at a time: a step that compiles its diagram first still answers before the next request runs.
  queue = queue.then(async () => {
    let answer: EngineAnswer;
    clockOffset = request.now === undefined ? 0 : request.now - RealDate.now();
    try {
      answer = { id: request.id, outcome: await run(request), ...(request.op === 'kept' ? { kept: engines.size } : {}) };
    } catch (err) {
      const error = err as Error;
      answer = { id: request.id, failure: { code: err instanceof ServiceError ? err.code : undefined, message: error.message ?? String(err), missing: err instanceof MissingDefinition } };
    }
    port.postMessage(answer);
  });
});
