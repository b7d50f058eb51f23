import { beforeEach, describe, expect, it } from 'vitest';
import { getDictDataLabel, getDictDatas, useDictStore } from './dict-store';

describe('dictionary store', () => {
  beforeEach(() => {
    useDictStore.getState().setEntries([
      { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
      { dictType: 'common_status', value: '1', label: '关闭', colorType: 'info', cssClass: '' },
      { dictType: 'system_user_sex', value: 1 as unknown as string, label: '男', colorType: 'default', cssClass: 'A' },
    ]);
  });

  it('lists the entries of a type, and nothing for an unknown type', () => {
    expect(getDictDatas('common_status').map((entry) => entry.label)).toEqual(['开启', '关闭']);
    expect(getDictDatas('no_such_type')).toEqual([]);
  });

  it('finds labels comparing values as strings', () => {
    expect(getDictDataLabel('common_status', 0)).toBe('开启');
    expect(getDictDataLabel('common_status', '1')).toBe('关闭');
    expect(getDictDataLabel('system_user_sex', '1')).toBe('男');
  });

  it('returns an empty label when nothing matches', () => {
    expect(getDictDataLabel('common_status', 7)).toBe('');
    expect(getDictDataLabel('nope', 0)).toBe('');
    expect(getDictDataLabel('common_status', undefined)).toBe('');
  });
});
