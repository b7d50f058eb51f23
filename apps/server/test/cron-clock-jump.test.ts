import { afterEach, describe, expect, it, vi } from 'vitest';
import { schedule } from '../src/platform/cron';

afterEach(() => vi.useRealTimers());

/** The next fire time `schedule` hands its job. */
const nextTick = (ticks: number[], count: number) => vi.waitFor(() => expect(ticks.length).toBeGreaterThanOrEqual(count), { timeout: 5_000, interval: 20 });

describe('cron ticks when the clock jumps', () => {
  it('names the tick by the new time at once when the clock jumps years ahead, without walking the ticks in between', async () => {
    const ticks: number[] = [];
    const cron = schedule('* * * * * ?', (fireTime) => ticks.push(fireTime))!;
    try {
      await nextTick(ticks, 1);
      // Forward three years (NTP stepping a clock, a resumed VM, a test's fake clock): before, the every-second job
      // stepped through a hundred million ticks on the event loop and the process hung.
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      const future = Date.now() + 3 * 365 * 86_400_000;
      vi.setSystemTime(future);
      await nextTick(ticks, 2);
      expect(Math.abs(ticks[1]! - future)).toBeLessThanOrEqual(2_000);
    } finally {
      cron.stop();
    }
  });
});
