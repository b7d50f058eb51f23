import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import '@/shared/i18n/i18n';
import { DateItem, TimeItem } from './value-items';

interface Values {
  born?: string | null;
  alarm?: string | null;
}

function Harness({ initial, onValues }: { initial: Values; onValues: (values: Values) => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <Form form={form} initialValues={initial} onValuesChange={(_changed, values) => onValues(values)}>
      <DateItem name="born" label="生日" />
      <TimeItem name="alarm" label="闹钟" />
    </Form>
  );
}

/** Types into a picker's input and confirms, as a user typing a value does. */
function typeInto(input: HTMLElement, text: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('DateItem and TimeItem', () => {
  it('show the wire text in pickers and keep what is picked as that text', async () => {
    const onValues = vi.fn();
    render(<Harness initial={{ born: '2026-03-04', alarm: '08:30:00' }} onValues={onValues} />);
    const born = screen.getByPlaceholderText<HTMLInputElement>('请选择生日');
    const alarm = screen.getByPlaceholderText<HTMLInputElement>('请选择闹钟');
    expect([born.value, alarm.value]).toEqual(['2026-03-04', '08:30:00']);

    typeInto(born, '2026-05-06');
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ born: '2026-05-06' })));
    typeInto(alarm, '21:15:30');
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ born: '2026-05-06', alarm: '21:15:30' }));
  });
});
