import type { ReactNode } from 'react';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { useDictTypeOptions } from '@/shared/lookups/system-lookups';
import { hasOptions, kindOf, VARIABLE, type FieldOption, type FormField } from './fields';
import { ROW_COLUMNS, rowColumns, withColumns } from './rows';

const optionValue = (text: string): string | number => (/^-?\d{1,15}$/.test(text) ? Number(text) : text);

/** The selected field's properties: what the original designer's right panel edits, for the kinds this console renders. */
export function FieldProps({ field, onChange, variableHint }: { field: FormField; onChange: (next: FormField) => void; variableHint?: string }) {
  const { t } = useTranslation();
  const kind = kindOf(field);
  // The dictionaries a choice field may take its options from.
  const dictTypes = useDictTypeOptions(hasOptions(kind));
  const config = (patch: Partial<FormField['__config__']>) => onChange({ ...field, __config__: { ...field.__config__, ...patch } });
  const options = field.__slot__?.options ?? [];
  const setOptions = (next: FieldOption[]) => onChange({ ...field, __slot__: { ...field.__slot__, options: next } });
  const badName = !VARIABLE.test(field.__vModel__ ?? '');
  const fromDict = field.__config__.dictType !== undefined;
  const row = (label: string, control: ReactNode, extra?: ReactNode, error?: string) => (
    <Form.Item label={label} extra={extra} validateStatus={error ? 'error' : undefined} help={error}>
      {control}
    </Form.Item>
  );
  return (
    <Form layout="vertical" size="small" className="bpm-designer-props-form">
      {row(t('formDesigner.label'), <Input aria-label={t('formDesigner.label')} value={field.__config__.label} maxLength={40} onChange={(e) => config({ label: e.target.value })} />)}
      {row(
        t('formDesigner.vModel'),
        <Input aria-label={t('formDesigner.vModel')} value={field.__vModel__} maxLength={64} onChange={(e) => onChange({ ...field, __vModel__: e.target.value.trim() })} />,
        variableHint,
        badName ? t('formDesigner.badName') : undefined,
      )}
      {kind !== 'switch' && kind !== 'upload' && row(t('formDesigner.placeholder'), <Input aria-label={t('formDesigner.placeholder')} value={field.placeholder ?? ''} onChange={(e) => onChange({ ...field, placeholder: e.target.value })} />)}
      {row(t('formDesigner.span'), <InputNumber aria-label={t('formDesigner.span')} min={1} max={24} precision={0} value={field.__config__.span ?? 24} onChange={(v) => config({ span: v ?? 24 })} />)}
      {row(t('formDesigner.required'), <Switch aria-label={t('formDesigner.required')} checked={field.__config__.required === true} onChange={(v) => config({ required: v })} />)}
      {(kind === 'input' || kind === 'textarea') &&
        row(t('formDesigner.defaultValue'), <Input aria-label={t('formDesigner.defaultValue')} value={(field.__config__.defaultValue as string | undefined) ?? ''} onChange={(e) => config({ defaultValue: e.target.value || undefined })} />)}
      {kind === 'number' &&
        row(t('formDesigner.defaultValue'), <InputNumber aria-label={t('formDesigner.defaultValue')} value={field.__config__.defaultValue as number | undefined} onChange={(v) => config({ defaultValue: v ?? undefined })} />)}
      {kind === 'switch' && row(t('formDesigner.defaultValue'), <Switch aria-label={t('formDesigner.defaultValue')} checked={field.__config__.defaultValue === true} onChange={(v) => config({ defaultValue: v })} />)}
      {hasOptions(kind) && (
        <>
          {row(
            t('formDesigner.optionSource'),
            <Radio.Group
              value={fromDict ? 'dict' : 'fixed'}
              onChange={(e) => config({ dictType: e.target.value === 'dict' ? (dictTypes.data?.[0]?.type ?? '') : undefined })}
              options={[
                { value: 'fixed', label: t('formDesigner.fixedOptions') },
                { value: 'dict', label: t('formDesigner.dictOptions') },
              ]}
            />,
          )}
          {fromDict ? (
            row(
              t('formDesigner.dictType'),
              <Select
                aria-label={t('formDesigner.dictType')}
                showSearch={{ optionFilterProp: 'label' }}
                loading={dictTypes.isLoading}
                value={field.__config__.dictType || undefined}
                onChange={(v: string) => config({ dictType: v })}
                options={(dictTypes.data ?? []).map((d) => ({ value: d.type, label: `${d.name}（${d.type}）` }))}
              />,
            )
          ) : (
            <div className="bpm-designer-options">
              {options.map((option, i) => (
                <Space.Compact key={i} block>
                  <Input aria-label={`${t('formDesigner.optionLabel')} ${i + 1}`} value={option.label} placeholder={t('formDesigner.optionLabel')} onChange={(e) => setOptions(options.map((o, j) => (j === i ? { ...o, label: e.target.value } : o)))} />
                  <Input
                    aria-label={`${t('formDesigner.optionValue')} ${i + 1}`}
                    value={String(option.value)}
                    placeholder={t('formDesigner.optionValue')}
                    onChange={(e) => setOptions(options.map((o, j) => (j === i ? { ...o, value: optionValue(e.target.value) } : o)))}
                  />
                  <Button aria-label={t('common.delete')} icon={<DeleteOutlined />} onClick={() => setOptions(options.filter((_, j) => j !== i))} />
                </Space.Compact>
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => setOptions([...options, { label: `选项${options.length + 1}`, value: options.length + 1 }])}>
                {t('formDesigner.addOption')}
              </Button>
            </div>
          )}
        </>
      )}
    </Form>
  );
}

/** A layout row's properties: how many columns its fields are laid in. */
export function RowProps({ row, onChange }: { row: FormField; onChange: (next: FormField) => void }) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" size="small" className="bpm-designer-props-form">
      <Form.Item label={t('formDesigner.columns')} extra={t('formDesigner.columnsHint')}>
        <Radio.Group
          optionType="button"
          aria-label={t('formDesigner.columns')}
          value={rowColumns(row)}
          onChange={(e) => onChange(withColumns(row, e.target.value as number))}
          options={ROW_COLUMNS.map((n) => ({ value: n, label: String(n) }))}
        />
      </Form.Item>
    </Form>
  );
}
