import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import dayjs, { type Dayjs } from '@/shared/utils/dayjs';
import '../i18n/i18n';
import { DateRangeField } from './date-range-field';

type Values = { range?: [Dayjs | null, Dayjs | null] | null };

function Harness({ initial, onFinish }: { initial?: Values; onFinish: (values: Values) => void }) {
  return (
    <Form<Values> initialValues={initial} onFinish={onFinish}>
      <Form.Item name="range" label="时间">
        <DateRangeField />
      </Form.Item>
      <Button htmlType="submit">go</Button>
    </Form>
  );
}

describe('DateRangeField', () => {
  it('shows a light stand-in with the placeholders until used, then the real range picker, open', async () => {
    render(<Harness onFinish={() => {}} />);
    const standIn = screen.getByTestId('date-range-stand-in');
    expect((standIn as HTMLInputElement).placeholder).toContain('开始日期');
    expect(document.querySelector('.ant-picker')).toBeNull();
    await userEvent.click(standIn);
    // The picker's code loads on demand (slow the first time under vitest's transform).
    await waitFor(() => expect(document.querySelector('.ant-picker-range')).not.toBeNull(), { timeout: 30_000 });
    expect(screen.queryByTestId('date-range-stand-in')).toBeNull();
    expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull();
  }, 60_000);

  it('shows a value the form already holds, and hands the form what the picker holds', async () => {
    const submitted: Values[] = [];
    const range: [Dayjs, Dayjs] = [dayjs('2026-01-02'), dayjs('2026-01-05')];
    render(<Harness initial={{ range }} onFinish={(values) => submitted.push(values)} />);
    expect(screen.getByTestId<HTMLInputElement>('date-range-stand-in').value).toBe('2026-01-02  →  2026-01-05');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.range?.map((d) => d?.format('YYYY-MM-DD'))).toEqual(['2026-01-02', '2026-01-05']);
  });
});
