import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileProcess, EngineStep, LiveEngines } from '../src/modules/bpm/runtime/engine';
import { EngineHost } from '../src/modules/bpm/runtime/engine-host';
import { ServiceError } from '../src/platform/errors';
import { twoStepBpmn } from './support/bpmn';

/**
 * The engine alone: instances saved before the runtime drove bpmn-elements' Definition itself (through bpmn-engine's
 * Engine, whose getState() wrapped the definition's) still resume in bpmn-elements — the database of a running
 * console holds them — while new instances run on our engine.
 */
describe('workflow engine', () => {
  it('resumes an instance saved through bpmn-engine’s wrapper, and its own saved state after that', async () => {
    const saved = fs.readFileSync(path.join(__dirname, 'support/two-step-state-saved-by-bpmn-engine.json'), 'utf8');
    expect(JSON.parse(saved)).toMatchObject({ engineVersion: '25.0.1', definitions: [{ status: 'executing' }] });
    const process = await compileProcess(twoStepBpmn('k', 'k'));
    const waitingIn = (outcome: { waiting: Array<{ key: string }> }) => outcome.waiting.map((w) => w.key);

    const first = await EngineStep.resume(process, new LiveEngines(), 'instance-7', saved);
    await first.complete('manager_47e532d75a');
    const afterManager = first.finish();
    expect(waitingIn(afterManager)).toEqual(['hr']);
    expect(afterManager.activities.map((a) => `${a.key}:${a.event}`)).toEqual(['f2:start', 'hr:start', 'manager:end']);

    // A fresh process (nothing kept) recovers the state this one saved, and the instance ends.
    const second = await EngineStep.resume(process, new LiveEngines(), 'instance-7', afterManager.state!);
    await second.complete(afterManager.waiting[0]!.executionId);
    const ended = second.finish();
    expect(ended.state).toBeNull();
    expect(ended.waiting).toEqual([]);
    expect(ended.activities.map((a) => `${a.key}:${a.event}`)).toEqual(['f3:start', 'end:start', 'end:end', 'hr:end']);
  });

  it('refuses to complete a task the instance does not wait in', async () => {
    const process = await compileProcess(twoStepBpmn('k', 'k'));
    const started = await EngineStep.start(process, new LiveEngines(), 'instance-8', {});
    const outcome = started.finish();
    const step = await EngineStep.resume(process, new LiveEngines(), 'instance-8', outcome.state!);
    await expect(step.complete('hr_unknown')).rejects.toMatchObject({ code: 1009004003 });
  });

  it('runs bpmn-elements’ steps on its own thread (a kept engine for the next step, business errors with their code, a new thread that recovers from the saved state) and ours right here', async () => {
    const host = new EngineHost();
    const xml = twoStepBpmn('k', 'k');
    const definition = { id: 1, bpmnXml: xml, process: await compileProcess(xml) };
    const saved = fs.readFileSync(path.join(__dirname, 'support/two-step-state-saved-by-bpmn-engine.json'), 'utf8');
    try {
      // An instance saved in bpmn-elements' shape: on the thread, which keeps its waiting engine.
      const afterManager = await host.complete(definition, 'instance-9', saved, 'manager_47e532d75a');
      expect(afterManager.waiting.map((w) => w.key)).toEqual(['hr']);
      expect(afterManager.state).toMatch(/^\{"name":/);
      expect(afterManager.activities[0]!.time).toBeInstanceOf(Date);
      expect(await host.kept()).toBe(1);
      const refused = host.complete(definition, 'instance-9', afterManager.state!, 'hr_unknown');
      await expect(refused).rejects.toBeInstanceOf(ServiceError);
      await expect(refused).rejects.toMatchObject({ code: 1009004003, message: '流程执行失败，原因：no waiting task hr_unknown' });

      // The thread stops (as a crashed one would be replaced): the next step's thread is sent the diagram and
      // recovers the instance from the state the database would hold.
      await host.close();
      const ended = await host.complete(definition, 'instance-9', afterManager.state!, afterManager.waiting[0]!.executionId);
      expect(ended.state).toBeNull();
      expect(await host.kept()).toBe(0);

      // A new instance: our engine, on this thread, nothing kept; its errors come back the same way.
      const started = await host.start(definition, 'instance-10', { day: 2 });
      expect(started.state).toMatch(/^\{"v":1,/);
      await expect(host.complete(definition, 'instance-10', started.state!, 'hr_unknown')).rejects.toMatchObject({ code: 1009004003, message: '流程执行失败，原因：no waiting task hr_unknown' });
      const next = await host.complete(definition, 'instance-10', started.state!, started.waiting[0]!.executionId);
      expect(next.waiting.map((w) => w.key)).toEqual(['hr']);
      expect(await host.kept()).toBe(0);
      expect([host.steps, host.failedSteps]).toEqual([6, 2]);
    } finally {
      await host.close();
    }
  });
});
