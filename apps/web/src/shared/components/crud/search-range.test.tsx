import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from '@/shared/utils/dayjs';
import '@/shared/i18n/i18n';
import { SearchDateRange } from './search-fields';
import { SearchForm } from './search-form';
import { Form } from 'antd';

function Harness({ days, onSearch }: { days: number; onSearch: () => void }) {
  const [form] = Form.useForm();
  return (
    <SearchForm form={form} name="range" initialValues={{ createTime: [dayjs('2026-01-01'), dayjs('2026-01-01').add(days - 1, 'day')] }} onSearch={onSearch} onReset={() => form.resetFields()}>
      <SearchDateRange label="创建时间" maxDays={31} />
    </SearchForm>
  );
}

describe('SearchDateRange maxDays', () => {
  it('searches a range of 31 days, starting from the initial values', async () => {
    const onSearch = vi.fn();
    render(<Harness days={31} onSearch={onSearch} />);
    expect(screen.getByTestId<HTMLInputElement>('date-range-stand-in').value).toBe('2026-01-01  →  2026-01-31');
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
  });

  it('refuses a longer one with the reference text, and does not search', async () => {
    const onSearch = vi.fn();
    render(<Harness days={32} onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect((await screen.findByText('时间范围最大为 31 天！')).textContent).toBe('时间范围最大为 31 天！');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
