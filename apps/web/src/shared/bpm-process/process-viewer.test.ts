import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { formatDuration } from './duration';
import { markersOf } from './viewer-canvas';
import type { Activity, InstanceTask } from './process-api';

const activity = (key: string, type: string, done: boolean, taskId: number | null = null): Activity => ({ key, type, startTime: 1, endTime: done ? 2 : null, taskId });
const task = (id: number, result: number) => ({ id, result }) as InstanceTask;

describe('the process diagram’s marks', () => {
  it('marks passed nodes and flows done, the waiting task current', () => {
    const marks = markersOf([activity('start', 'startEvent', true), activity('f1', 'sequenceFlow', true), activity('review', 'userTask', false, 7)], [task(7, 1)]);
    expect(Object.fromEntries(marks)).toEqual({ start: 'highlight', f1: 'highlight', review: 'highlight-todo' });
  });

  it('colours user tasks by their result and the end by the instance’s', () => {
    const activities = [activity('a', 'userTask', true, 1), activity('b', 'userTask', true, 2), activity('end', 'endEvent', true)];
    expect(Object.fromEntries(markersOf(activities, [task(1, 2), task(2, 3)], 3))).toEqual({ a: 'highlight', b: 'highlight-reject', end: 'highlight-reject' });
    expect(markersOf(activities, [task(1, 2), task(2, 4)], 4).get('b')).toBe('highlight-cancel');
  });
});

describe('a task’s duration', () => {
  const t = ((key: string, options: { n: number }) => `${options.n}${key.split('.').pop()![0]}`) as unknown as TFunction;
  it('shows the two largest units', () => {
    expect(formatDuration(((26 * 60 + 3) * 60 + 9) * 1000, t)).toBe('1d 2h');
    expect(formatDuration((3 * 60 + 5) * 1000, t)).toBe('3m 5s');
    expect(formatDuration(3600_000, t)).toBe('1h');
    expect(formatDuration(400, t)).toBe('0s');
    expect(formatDuration(null, t)).toBe('');
  });
});
