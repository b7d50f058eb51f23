import { getDate, ISOInterval } from '@0dep/piso';
import { resolveExpression } from './expression';
import type { TimerSpec } from './engine-graph';

/** When a timer falls due, and how many more times a cycle repeats (-1: for ever). */
export interface TimerDue {
  due: number;
  repeat?: number;
}

/**
 * When the earliest of an event's timers falls due, counted from `now`, read with @0dep/piso (the ISO 8601 parser
 * bpmn-elements uses, so a diagram's timers fall due as they did): a duration or cycle from now, a date as given.
 * `${…}` bodies resolve against the instance's variables first. A timer that cannot be read fails the step.
 */
export function timerDue(timers: readonly TimerSpec[], variables: Record<string, unknown>, now: number): TimerDue {
  let earliest: TimerDue | undefined;
  const at = new Date(now);
  for (const timer of timers) {
    const text = String(resolveExpression(timer.body, variables)).trim();
    let due: number;
    let repeat: number | undefined;
    if (timer.kind === 'timeDate') {
      due = getDate(text).getTime();
    } else {
      const interval = new ISOInterval(text).parse();
      due = interval.getExpireAt(at, at).getTime();
      if (timer.kind === 'timeCycle' && interval.repeat !== undefined) repeat = interval.repeat;
    }
    if (Number.isNaN(due)) throw new Error(`定时器 ${text} 无法解析为时间`);
    if (!earliest || due < earliest.due) earliest = { due, ...(repeat !== undefined ? { repeat } : {}) };
  }
  // An event without a timer text fires at once (as bpmn-elements does).
  return earliest ?? { due: now };
}
