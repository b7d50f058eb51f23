import { useMemo } from 'react';
import { useDictDatas } from './dict-store';

/** The entries of a dictionary type as select/radio options; numeric values unless `asString`. */
export function useDictOptions(type: string, asString = false): { value: number | string; label: string }[] {
  const entries = useDictDatas(type);
  return useMemo(() => entries.map((entry) => ({ value: asString ? entry.value : Number(entry.value), label: entry.label })), [entries, asString]);
}
