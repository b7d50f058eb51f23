import type { TFunction } from 'i18next';

/** A task's 耗时 in its two largest units ("1 天 2 小时", "3 分钟 5 秒"); under a second is "0 秒". */
export function formatDuration(ms: number | null | undefined, t: TFunction): string {
  if (ms === null || ms === undefined) return '';
  const seconds = Math.floor(ms / 1000);
  const parts: Array<[string, number]> = [
    ['day', Math.floor(seconds / 86400)],
    ['hour', Math.floor(seconds / 3600) % 24],
    ['minute', Math.floor(seconds / 60) % 60],
    ['second', seconds % 60],
  ];
  const first = parts.findIndex(([, n]) => n > 0);
  if (first < 0) return t('bpmProcess.units.second', { n: 0 });
  return parts
    .slice(first, first + 2)
    .filter(([, n]) => n > 0)
    .map(([unit, n]) => t(`bpmProcess.units.${unit}`, { n }))
    .join(' ');
}
