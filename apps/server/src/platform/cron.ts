import { Cron } from 'croner';
import { CRON_MAX_LENGTH } from '@console/contracts/infra/job';

/**
 * Cron expressions as the original's Quartz reads them: 6 or 7 fields (seconds first, an optional year last),
 * `?` for "no specific value", 1 = Sunday … 7 = Saturday, `L`, `W`, `#`, and `0/5` steps. croner parses them in
 * its Quartz settings; the rest of the server never builds a Cron itself.
 */
const QUARTZ = { mode: '6-or-7-parts', alternativeWeekdays: true, domAndDow: true, sloppyRanges: true } as const;

/** A paused schedule of the expression, or undefined when it is not a valid Quartz expression or never fires. */
export function parseCron(expression: string): Cron | undefined {
  const text = expression.trim();
  if (!text || text.length > CRON_MAX_LENGTH) return undefined;
  try {
    const cron = new Cron(text, { ...QUARTZ, paused: true });
    return cron.nextRun() ? cron : undefined;
  } catch {
    return undefined;
  }
}

export const isValidCron = (expression: string) => parseCron(expression) !== undefined;

/** The next `count` fire times after `from` (epoch ms); empty for an invalid expression. */
export function nextFireTimes(expression: string, count: number, from = new Date()): number[] {
  return (parseCron(expression)?.nextRuns(count, from) ?? []).map((d) => d.getTime());
}

/** How early or late a timer may wake and still count for the tick it was set for. */
const TICK_TOLERANCE_MS = 500;
/** How far back a late timer looks for the ticks it slept through (only the latest one is taken). */
const CATCH_UP_MS = 3_600_000;

/**
 * A running schedule: `onTick` gets each fire time as scheduled (epoch ms of a whole second), not when the timer
 * woke, so every process names a tick the same. A timer that wakes late (a busy event loop) takes the latest tick
 * due; ticks it slept through belong to the processes that were awake.
 */
export function schedule(expression: string, onTick: (fireTime: number) => void): Cron | undefined {
  const probe = parseCron(expression);
  if (!probe) return undefined;
  const after = (time: number) => probe.nextRun(new Date(time))?.getTime();
  let expected = probe.nextRun()?.getTime();
  return new Cron(expression.trim(), { ...QUARTZ, protect: false, catch: true }, () => {
    const now = Date.now();
    let fireTime = expected ?? now;
    // A clock that jumped (NTP stepping it, a resumed VM, a test's fake clock) must neither walk every tick in
    // between — years of an every-second job are a hundred million steps on the event loop — nor keep naming
    // ticks by a time the clock has gone back from: start from the ticks of the last hour.
    const recent = after(now - CATCH_UP_MS);
    if (recent !== undefined && recent <= now + TICK_TOLERANCE_MS && (recent > fireTime || fireTime > now + TICK_TOLERANCE_MS)) fireTime = recent;
    for (let next = after(fireTime); next !== undefined && next <= now + TICK_TOLERANCE_MS; next = after(fireTime)) fireTime = next;
    expected = after(fireTime);
    onTick(fireTime);
  });
}
