import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useDictStore } from '../dict/dict-store';
import { DictTag } from './dict-tag';

describe('DictTag', () => {
  beforeEach(() => {
    useDictStore.getState().setEntries([
      { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
      { dictType: 'common_status', value: '1', label: '关闭', colorType: '', cssClass: '' },
    ]);
  });

  it('shows the label of a known value, compared as a string', () => {
    expect(render(<DictTag type="common_status" value={0} />).container.textContent).toBe('开启');
    expect(render(<DictTag type="common_status" value="1" />).container.textContent).toBe('关闭');
  });

  it('shows nothing for a value the type has no entry for, or a type that does not exist (spec §3: empty label)', () => {
    expect(render(<DictTag type="common_status" value={7} />).container.innerHTML).toBe('');
    expect(render(<DictTag type="no_such_type" value={0} />).container.innerHTML).toBe('');
  });
});
