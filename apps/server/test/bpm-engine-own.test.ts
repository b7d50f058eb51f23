import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileProcess, EngineStep, LiveEngines, type StepOutcome } from '../src/modules/bpm/runtime/engine';
import { diagramBpmn, twoStepBpmn, type DiagramFlow, type DiagramNode } from './support/bpmn';

/**
 * Our engine over the shapes the designer makes: what a step hands back (waiting tasks, history, timers, the state to
 * save, the end) as service.ts reads it, each next step taken from the saved state alone (as another process would).
 */
const timerXml = (what: string, text: string) => `<bpmn2:timerEventDefinition><bpmn2:${what} xsi:type="bpmn2:tFormalExpression">${text}</bpmn2:${what}></bpmn2:timerEventDefinition>`;
const waitingIn = (outcome: StepOutcome) => outcome.waiting.map((w) => w.key).sort();
const history = (outcome: StepOutcome) => outcome.activities.map((a) => `${a.key}:${a.event}`);

async function engineFor(nodes: DiagramNode[], flows: DiagramFlow[]) {
  const process = await compileProcess(diagramBpmn('p', 'p', nodes, flows));
  expect(process.graph, 'our engine runs this diagram').not.toBeNull();
  const start = async (variables: Record<string, unknown> = {}) => (await EngineStep.start(process, new LiveEngines(), 'instance-1', variables)).finish();
  /** A step from the saved state only: a fresh engine each time, nothing kept. */
  const resume = async (saved: StepOutcome) => (await EngineStep.resume(process, new LiveEngines(), 'instance-1', saved.state!)).finish();
  const complete = async (saved: StepOutcome, key: string) => {
    const step = await EngineStep.resume(process, new LiveEngines(), 'instance-1', saved.state!);
    await step.complete(saved.waiting.find((w) => w.key === key)!.executionId);
    return step.finish();
  };
  return { process, start, resume, complete };
}

const at = (id: string, type: string, column: number, row = 0, more: Partial<DiagramNode> = {}): DiagramNode => ({ id, type, at: [column, row], ...more });

describe('our workflow engine', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the two-step approval with a small state of its own, and ends', async () => {
    const process = await compileProcess(twoStepBpmn('k', 'k'));
    const started = (await EngineStep.start(process, new LiveEngines(), 'instance-1', { day: 2 })).finish();
    expect(started.state).toMatch(/^\{"v":1,/);
    expect(started.state!.length).toBeLessThan(200);
    expect(JSON.parse(started.state!)).toMatchObject({ vars: { day: 2 } });
    expect(waitingIn(started)).toEqual(['manager']);
    expect(history(started)).toEqual(['start:start', 'start:end', 'f1:start', 'manager:start']);
    expect(started.activities.find((a) => a.key === 'manager')).toMatchObject({ type: 'userTask', executionId: started.waiting[0]!.executionId });
    expect(started.timerDueTime).toBeNull();

    const step = await EngineStep.resume(process, new LiveEngines(), 'instance-1', started.state!);
    await step.complete(started.waiting[0]!.executionId);
    const afterManager = step.finish();
    expect(waitingIn(afterManager)).toEqual(['hr']);
    expect(history(afterManager)).toEqual(['manager:end', 'f2:start', 'hr:start']);

    const last = await EngineStep.resume(process, new LiveEngines(), 'instance-1', afterManager.state!);
    await expect(last.complete(started.waiting[0]!.executionId)).rejects.toMatchObject({ code: 1009004003, message: expect.stringContaining('no waiting task') });
    const again = await EngineStep.resume(process, new LiveEngines(), 'instance-1', afterManager.state!);
    await again.complete(afterManager.waiting[0]!.executionId);
    const ended = again.finish();
    expect(ended).toMatchObject({ state: null, waiting: [], timerDueTime: null });
    expect(history(ended)).toEqual(['hr:end', 'f3:start', 'end:start', 'end:end']);
  });

  it('takes an exclusive gateway’s first branch whose condition holds, else its default; no branch fails the step', async () => {
    const nodes = [at('start', 'startEvent', 0), at('gate', 'exclusiveGateway', 1, 0, { attrs: 'default="short"' }), at('boss', 'userTask', 2), at('lead', 'userTask', 2, 1), at('end', 'endEvent', 3)];
    const flows: DiagramFlow[] = [
      { id: 'f1', from: 'start', to: 'gate' },
      { id: 'long', from: 'gate', to: 'boss', condition: '${day > 3}' },
      { id: 'short', from: 'gate', to: 'lead' },
      { id: 'f4', from: 'boss', to: 'end' },
      { id: 'f5', from: 'lead', to: 'end' },
    ];
    const { start } = await engineFor(nodes, flows);
    expect(waitingIn(await start({ day: 5 }))).toEqual(['boss']);
    const short = await start({ day: 2 });
    expect(waitingIn(short)).toEqual(['lead']);
    expect(history(short)).toEqual(['start:start', 'start:end', 'f1:start', 'gate:start', 'gate:end', 'short:start', 'lead:start']);

    const noDefault = await engineFor(
      nodes.map((n) => (n.id === 'gate' ? { ...n, attrs: undefined } : n)),
      flows.map((f) => (f.id === 'short' ? { ...f, condition: '${day lt 2}' } : f)),
    );
    await expect(noDefault.start({ day: 2 })).rejects.toMatchObject({ code: 1009004003, message: expect.stringContaining('no conditional flow taken') });
    await expect(noDefault.start({})).rejects.toMatchObject({ code: 1009004003 });
  });

  it('splits and joins in parallel: the join goes on once both branches arrived', async () => {
    const { start, complete } = await engineFor(
      [at('start', 'startEvent', 0), at('fork', 'parallelGateway', 1), at('a', 'userTask', 2), at('b', 'userTask', 2, 1), at('join', 'parallelGateway', 3), at('end', 'endEvent', 4)],
      [
        { id: 'f1', from: 'start', to: 'fork' },
        { id: 'f2', from: 'fork', to: 'a' },
        { id: 'f3', from: 'fork', to: 'b' },
        { id: 'f4', from: 'a', to: 'join' },
        { id: 'f5', from: 'b', to: 'join' },
        { id: 'f6', from: 'join', to: 'end' },
      ],
    );
    const started = await start();
    expect(waitingIn(started)).toEqual(['a', 'b']);
    const afterA = await complete(started, 'a');
    expect(waitingIn(afterA)).toEqual(['b']);
    expect(afterA.state).not.toBeNull();
    expect(history(afterA)).toEqual(['a:end', 'f4:start', 'join:start']);
    const ended = await complete(afterA, 'b');
    expect(ended.state).toBeNull();
    expect(history(ended)).toEqual(['b:end', 'f5:start', 'join:end', 'f6:start', 'end:start', 'end:end']);
    // The join is one execution: begun by the first branch, ended by the last.
    expect(ended.activities.find((a) => a.key === 'join')!.executionId).toBe(afterA.activities.find((a) => a.key === 'join')!.executionId);
  });

  it('splits inclusively on every condition that holds (else the default) and joins what was taken', async () => {
    const { start, complete } = await engineFor(
      [
        at('start', 'startEvent', 0),
        at('split', 'inclusiveGateway', 1, 0, { attrs: 'default="toC"' }),
        at('a', 'userTask', 2),
        at('b', 'userTask', 2, 1),
        at('c', 'userTask', 2, 2),
        at('join', 'inclusiveGateway', 3),
        at('end', 'endEvent', 4),
      ],
      [
        { id: 'f1', from: 'start', to: 'split' },
        { id: 'toA', from: 'split', to: 'a', condition: '${x > 1}' },
        { id: 'toB', from: 'split', to: 'b', condition: '${y > 1}' },
        { id: 'toC', from: 'split', to: 'c' },
        { id: 'fa', from: 'a', to: 'join' },
        { id: 'fb', from: 'b', to: 'join' },
        { id: 'fc', from: 'c', to: 'join' },
        { id: 'out', from: 'join', to: 'end' },
      ],
    );
    const both = await start({ x: 2, y: 2 });
    expect(waitingIn(both)).toEqual(['a', 'b']);
    const afterA = await complete(both, 'a');
    expect(waitingIn(afterA)).toEqual(['b']);
    expect((await complete(afterA, 'b')).state).toBeNull();

    const one = await start({ x: 2, y: 0 });
    expect(waitingIn(one)).toEqual(['a']);
    const ended = await complete(one, 'a');
    expect(ended.state).toBeNull();
    expect(history(ended)).toEqual(['a:end', 'fa:start', 'join:start', 'join:end', 'out:start', 'end:start', 'end:end']);

    expect(waitingIn(await start({ x: 0, y: 0 }))).toEqual(['c']);
  });

  it('records timers instead of arming them: a catch event and a boundary timer fire when a step finds them due', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 29, 9) });
    const t0 = Date.now();
    const { start, resume, complete } = await engineFor(
      [
        at('start', 'startEvent', 0),
        at('pause', 'intermediateCatchEvent', 1, 0, { inner: timerXml('timeDuration', 'PT30M') }),
        at('review', 'userTask', 2),
        at('late', 'boundaryEvent', 2, 1, { attachedTo: 'review', inner: timerXml('timeDuration', '${hours}') }),
        at('escalate', 'userTask', 3, 1),
        at('end', 'endEvent', 4),
      ],
      [
        { id: 'f1', from: 'start', to: 'pause' },
        { id: 'f2', from: 'pause', to: 'review' },
        { id: 'f3', from: 'review', to: 'end' },
        { id: 'f4', from: 'late', to: 'escalate' },
        { id: 'f5', from: 'escalate', to: 'end' },
      ],
    );
    const started = await start({ hours: 'PT1H' });
    expect(started.waiting).toEqual([]);
    expect(started.timerDueTime!.getTime()).toBe(t0 + 30 * 60_000);

    vi.setSystemTime(t0 + 10 * 60_000);
    const early = await resume(started);
    expect(early.activities).toEqual([]);
    expect(early.timerDueTime).toEqual(started.timerDueTime);

    vi.setSystemTime(t0 + 31 * 60_000);
    const reviewing = await resume(early);
    expect(waitingIn(reviewing)).toEqual(['review']);
    expect(history(reviewing)).toEqual(['pause:end', 'f2:start', 'review:start']);
    expect(reviewing.timerDueTime!.getTime()).toBe(t0 + 91 * 60_000);

    // Approved before the boundary timer: the flow goes on, the timer is gone.
    expect(await complete(reviewing, 'review')).toMatchObject({ state: null, timerDueTime: null });

    vi.setSystemTime(t0 + 95 * 60_000);
    const escalated = await resume(reviewing);
    expect(waitingIn(escalated)).toEqual(['escalate']);
    expect(history(escalated)).toEqual(['review:end', 'late:start', 'late:end', 'f4:start', 'escalate:start']);
    expect(escalated.timerDueTime).toBeNull();
  });

  it('starts on a timer start event, keeps a task under a non-interrupting boundary timer, and reads timer dates', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 29, 9) });
    const t0 = Date.now();
    const { start, resume, complete } = await engineFor(
      [
        at('start', 'startEvent', 0, 0, { inner: timerXml('timeDate', '2026-11-29T10:00:00Z') }),
        at('review', 'userTask', 1),
        at('remind', 'boundaryEvent', 1, 1, { attachedTo: 'review', attrs: 'cancelActivity="false"', inner: timerXml('timeCycle', 'R2/PT10M') }),
        at('note', 'userTask', 2, 1),
        at('end', 'endEvent', 3),
      ],
      [
        { id: 'f1', from: 'start', to: 'review' },
        { id: 'f2', from: 'review', to: 'end' },
        { id: 'f3', from: 'remind', to: 'note' },
        { id: 'f4', from: 'note', to: 'end' },
      ],
    );
    const started = await start();
    expect(started.waiting).toEqual([]);
    expect(started.timerDueTime!.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    vi.setSystemTime(t0 + 60 * 60_000);
    const reviewing = await resume(started);
    expect(waitingIn(reviewing)).toEqual(['review']);
    vi.setSystemTime(t0 + 71 * 60_000);
    const reminded = await resume(reviewing);
    expect(waitingIn(reminded)).toEqual(['note', 'review']);
    expect(reminded.timerDueTime!.getTime()).toBe(t0 + 81 * 60_000);
    vi.setSystemTime(t0 + 82 * 60_000);
    const twice = await resume(reminded);
    expect(twice.waiting.map((w) => w.key)).toEqual(['review', 'note', 'note']);
    expect(twice.timerDueTime).toBeNull();
    // The end of one branch is not the end of the instance.
    const afterReview = await complete(twice, 'review');
    expect(afterReview.state).not.toBeNull();
    expect(waitingIn(afterReview)).toEqual(['note', 'note']);
  });

  it('runs countersign tasks as one wait (the task service hands out one task per signer) and plain tasks straight through', async () => {
    const { process, start, complete } = await engineFor(
      [
        at('start', 'startEvent', 0),
        at('auto', 'task', 1),
        at('sign', 'userTask', 2, 0, { inner: '<bpmn2:multiInstanceLoopCharacteristics />' }),
        at('turns', 'userTask', 3, 0, { inner: '<bpmn2:multiInstanceLoopCharacteristics isSequential="true" />' }),
        at('end', 'endEvent', 4),
      ],
      [
        { id: 'f1', from: 'start', to: 'auto' },
        { id: 'f2', from: 'auto', to: 'sign' },
        { id: 'f3', from: 'sign', to: 'turns' },
        { id: 'f4', from: 'turns', to: 'end' },
      ],
    );
    expect(process.userTasks.get('sign')).toMatchObject({ multiInstance: 'parallel' });
    expect(process.userTasks.get('turns')).toMatchObject({ multiInstance: 'sequential' });
    const started = await start();
    expect(started.waiting.map((w) => w.key)).toEqual(['sign']);
    expect(started.activities.find((a) => a.key === 'auto')).toMatchObject({ type: 'task' });
    const afterSign = await complete(started, 'sign');
    expect(afterSign.waiting.map((w) => w.key)).toEqual(['turns']);
    expect((await complete(afterSign, 'turns')).state).toBeNull();
  });

  it('ends every branch at a terminate end event', async () => {
    const { start, complete } = await engineFor(
      [
        at('start', 'startEvent', 0),
        at('fork', 'parallelGateway', 1),
        at('a', 'userTask', 2),
        at('b', 'userTask', 2, 1),
        at('stop', 'endEvent', 3, 0, { inner: '<bpmn2:terminateEventDefinition />' }),
        at('end', 'endEvent', 3, 1),
      ],
      [
        { id: 'f1', from: 'start', to: 'fork' },
        { id: 'f2', from: 'fork', to: 'a' },
        { id: 'f3', from: 'fork', to: 'b' },
        { id: 'f4', from: 'a', to: 'stop' },
        { id: 'f5', from: 'b', to: 'end' },
      ],
    );
    const started = await start();
    expect(waitingIn(started)).toEqual(['a', 'b']);
    expect((await complete(started, 'a')).state).toBeNull();
  });

  it('bounds a step by the nodes it begins', async () => {
    const process = await compileProcess(
      diagramBpmn('p', 'p', [at('start', 'startEvent', 0), at('t1', 'task', 1), at('t2', 'task', 2), at('t3', 'task', 3), at('u', 'userTask', 4), at('end', 'endEvent', 5)], [
        { id: 'f1', from: 'start', to: 't1' },
        { id: 'f2', from: 't1', to: 't2' },
        { id: 'f3', from: 't2', to: 't3' },
        { id: 'f4', from: 't3', to: 'u' },
        { id: 'f5', from: 'u', to: 'end' },
      ]),
    );
    await expect(EngineStep.start(process, new LiveEngines(), 'instance-1', {}, { maxActivities: 4, maxMs: 60_000 })).rejects.toMatchObject({ code: 1009004009 });
    expect((await EngineStep.start(process, new LiveEngines(), 'instance-1', {}, { maxActivities: 5, maxMs: 60_000 })).finish().waiting).toHaveLength(1);
  });

  it('leaves a diagram with elements it does not run to bpmn-elements, in its state shape', async () => {
    const process = await compileProcess(
      diagramBpmn('p', 'p', [at('start', 'startEvent', 0), at('hand', 'manualTask', 1), at('u', 'userTask', 2), at('end', 'endEvent', 3)], [
        { id: 'f1', from: 'start', to: 'u' },
        { id: 'f2', from: 'u', to: 'hand' },
        { id: 'f3', from: 'hand', to: 'end' },
      ]),
    );
    expect(process.graph).toBeNull();
    const started = (await EngineStep.start(process, new LiveEngines(), 'instance-1', {})).finish();
    expect(JSON.parse(started.state!)).toMatchObject({ name: 'instance-1', definitions: [{ status: 'executing' }] });
    expect(waitingIn(started)).toEqual(['u']);
  });
});
