import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defaultValues, newField, parseFields } from './fields';
import { FormRenderer } from './form-renderer';

/** A form with a top field and a row of two half-width fields, the row as the Vue 2 designer saves it (no label). */
const FIELDS = [
  JSON.stringify(newField('input', '标题', 101)),
  JSON.stringify({
    __config__: { layout: 'rowFormItem', tagIcon: 'row', span: 24, formId: 102, componentName: 'row102', children: [
      { __config__: { label: '天数', tag: 'el-input-number', layout: 'colFormItem', span: 12, formId: 103, defaultValue: 2 }, __vModel__: 'day' },
      { __config__: { label: '原因', tag: 'el-input', layout: 'colFormItem', span: 12, formId: 104, required: true }, __vModel__: 'reason' },
    ] },
    type: 'default',
  }),
];

function Harness({ grab }: { grab: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  grab(form);
  const fields = parseFields(FIELDS);
  return <FormRenderer name="t" form={form} fields={fields} initialValues={defaultValues(fields)} />;
}

describe('the designed-form renderer with layout rows', () => {
  it('lays a row\'s fields side by side on its own grid, and fills and checks them with the rest', async () => {
    let form!: FormInstance;
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness grab={(f) => (form = f)} />
      </QueryClientProvider>,
    );
    const row = view.container.querySelector('.bpm-form-row')!;
    const cells = [...row.children].map((cell) => [cell.classList.contains('ant-col-sm-12') && cell.classList.contains('ant-col-xs-24'), cell.textContent]);
    expect(cells).toEqual([
      [true, '天数'],
      [true, '原因'],
    ]);
    // The row's own cell spans the form.
    expect(row.parentElement!.classList.contains('ant-col-sm-24')).toBe(true);

    await expect(act(() => form.validateFields())).rejects.toMatchObject({ errorFields: [{ name: ['field101'] }, { name: ['reason'] }] });
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '探亲' } });
    expect(form.getFieldsValue()).toMatchObject({ day: 2, reason: '探亲' });
  });
});
