// @vitest-environment node
import { BpmnModdle } from 'bpmn-moddle';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OA_LEAVE_BPMN, OA_LEAVE_BPMN_BEFORE_19 } from '../src/db/seed/oa-leave';
import { seed, SEED_VERSION } from '../src/db/seed/seed';
import { createTestApp, type TestApp } from './support/test-app';

/** The seeded OA 请假 diagram's drawing (its DI): every box a viewer draws, and every line. */
interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
type Point = { x: number; y: number };
type Di = { $type: string; bpmnElement: { id: string; name?: string }; bounds?: Box; label?: { bounds?: Box }; waypoint?: Point[] };

async function drawing() {
  const { rootElement } = await new BpmnModdle().fromXML(OA_LEAVE_BPMN);
  const planeElements = (rootElement as { diagrams: Array<{ plane: { planeElement: Di[] } }> }).diagrams[0]!.plane.planeElement;
  const shapes: Box[] = [];
  const labels: Array<Box & { owner: string }> = [];
  const lines: Array<{ owner: string; points: Point[] }> = [];
  for (const di of planeElements) {
    const { id, name = '' } = di.bpmnElement;
    if (di.bounds) shapes.push({ ...di.bounds, name: `${id} shape` });
    if (di.label?.bounds) labels.push({ ...di.label.bounds, name: `${id} label "${name}"`, owner: id });
    if (di.waypoint) lines.push({ owner: id, points: di.waypoint });
  }
  return { shapes, labels, lines };
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether an axis-parallel segment (the diagram's flows are drawn square) passes through a box. */
function crosses(from: Point, to: Point, box: Box): boolean {
  const [x1, x2] = [Math.min(from.x, to.x), Math.max(from.x, to.x)];
  const [y1, y2] = [Math.min(from.y, to.y), Math.max(from.y, to.y)];
  return x1 < box.x + box.width && box.x < x2 + (x1 === x2 ? 1 : 0) && y1 < box.y + box.height && box.y < y2 + (y1 === y2 ? 1 : 0);
}

/** bpmn-js draws labels in 11 px: about 11 px a CJK glyph, 6 px anything else. */
const textWidth = (text: string) => [...text].reduce((sum, ch) => sum + (/[\u3000-\u9fff]/.test(ch) ? 11 : 6), 0);

describe('the seeded OA 请假 diagram', () => {
  it('draws no label over a shape or another label, each label as wide as its text', async () => {
    const { shapes, labels } = await drawing();
    expect(labels.map((l) => l.name)).toContain('shortLeave label "3 天以内"');
    const clashes: string[] = [];
    for (const label of labels) {
      for (const shape of shapes) if (overlaps(label, shape)) clashes.push(`${label.name} × ${shape.name}`);
      for (const other of labels) if (other !== label && overlaps(label, other)) clashes.push(`${label.name} × ${other.name}`);
    }
    expect(clashes).toEqual([]);
    const narrow = labels.filter((l) => l.width < textWidth(/"(.*)"/.exec(l.name)![1]!)).map((l) => l.name);
    expect(narrow).toEqual([]);
  });

  it('runs no sequence flow through a label other than its own', async () => {
    const { labels, lines } = await drawing();
    const crossed: string[] = [];
    for (const line of lines) {
      for (const label of labels) {
        if (label.owner === line.owner) continue;
        line.points.slice(1).forEach((to, i) => crosses(line.points[i]!, to, label) && crossed.push(`${line.owner} × ${label.name}`));
      }
    }
    expect(crossed).toEqual([]);
  });
});

describe('a database seeded with the earlier OA 请假 drawing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const drawings = async (table: 'bpm_model' | 'bpm_process_definition') => (await t.database.db.selectFrom(table).select('bpmnXml').where('key', '=', 'oa_leave').execute()).map((r) => r.bpmnXml);
  const reseed = async () => {
    await sql`update seed_version set version = ${SEED_VERSION - 1}`.execute(t.database.db);
    expect(await seed(t.database.db)).toBe(true);
  };

  it('gets the new drawing on upgrade, the model and its deployed version, unless someone redrew it', async () => {
    expect(OA_LEAVE_BPMN_BEFORE_19).not.toBe(OA_LEAVE_BPMN);
    for (const table of ['bpm_model', 'bpm_process_definition'] as const) {
      await t.database.db.updateTable(table).set({ bpmnXml: OA_LEAVE_BPMN_BEFORE_19 }).where('key', '=', 'oa_leave').execute();
    }
    await reseed();
    expect(await drawings('bpm_model')).toEqual([OA_LEAVE_BPMN]);
    expect(await drawings('bpm_process_definition')).toEqual([OA_LEAVE_BPMN]);

    const redrawn = OA_LEAVE_BPMN.replace('name="结束"', 'name="完成"');
    await t.database.db.updateTable('bpm_model').set({ bpmnXml: redrawn }).where('key', '=', 'oa_leave').execute();
    await reseed();
    expect(await drawings('bpm_model')).toEqual([redrawn]);
  });
});
