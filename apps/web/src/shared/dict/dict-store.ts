import { primitiveText } from '../utils/format';
import { create } from 'zustand';
import { http } from '../api/http';
import type { DictEntry } from './dict-types';

interface DictState {
  byType: Record<string, DictEntry[]>;
  loaded: boolean;
  setEntries: (entries: DictEntry[]) => void;
  /** Loads every entry (GET /system/dict-data/list-all-simple); called at start and after a dictionary change. */
  load: () => Promise<void>;
}

export function groupByType(entries: readonly DictEntry[]): Record<string, DictEntry[]> {
  const byType: Record<string, DictEntry[]> = {};
  for (const entry of entries) {
    const normalised = { ...entry, value: String(entry.value) };
    (byType[entry.dictType] ??= []).push(normalised);
  }
  return byType;
}

export const useDictStore = create<DictState>()((set) => ({
  byType: {},
  loaded: false,
  setEntries: (entries) => set({ byType: groupByType(entries), loaded: true }),
  async load() {
    const entries = await http.get<DictEntry[] | null>('/system/dict-data/list-all-simple');
    set({ byType: groupByType(entries ?? []), loaded: true });
  },
}));

const NO_ENTRIES: DictEntry[] = [];

/** All entries of a dictionary type (empty list when unknown). */
export function getDictDatas(type: string): DictEntry[] {
  return useDictStore.getState().byType[type] ?? NO_ENTRIES;
}

/** The label of the entry whose value equals `value` compared as a string; empty when none. */
export function getDictDataLabel(type: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  const wanted = primitiveText(value);
  return getDictDatas(type).find((entry) => entry.value === wanted)?.label ?? '';
}

export function useDictDatas(type: string): DictEntry[] {
  return useDictStore((state) => state.byType[type] ?? NO_ENTRIES);
}
