import './designer-texts';
import './designer.css';
import { useState, type DragEvent, type ReactNode } from 'react';
import { Button, Empty, Form, Input, InputNumber, Radio, Select, Space, Switch, Tooltip, Typography } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { useDictTypeOptions } from '@/shared/lookups/system-lookups';
import { FieldGrid } from './form-renderer';
import { FIELD_KINDS, hasOptions, kindOf, newField, nextFormId, VARIABLE, type FieldKind, type FieldOption, type FormConf, type FormField } from './fields';

const KIND = 'application/x-bpm-kind';
const MOVE = 'application/x-bpm-move';

const optionValue = (text: string): string | number => (/^-?\d{1,15}$/.test(text) ? Number(text) : text);

/** The selected field's properties: what the original designer's right panel edits, for the kinds this console renders. */
function FieldProps({ field, onChange, variableHint }: { field: FormField; onChange: (next: FormField) => void; variableHint?: string }) {
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

/** The fields on a designer's canvas and which one is selected; the screen around it reads and sets both. */
export interface DesignerState {
  fields: FormField[];
  setFields: (fields: FormField[]) => void;
  selected: number | null;
  setSelected: (index: number | null) => void;
}

export function useDesignerState(initial: () => FormField[]): DesignerState {
  const [fields, setFields] = useState<FormField[]>(initial);
  const [selected, setSelected] = useState<number | null>(null);
  return { fields, setFields, selected, setSelected };
}

interface FormDesignerProps {
  state: DesignerState;
  conf: FormConf;
  /** Under the palette (流程表单's name and status). */
  paletteExtra?: ReactNode;
  /** Above the canvas (表单构建's actions). */
  toolbar?: ReactNode;
  /** What the variable name is for, under its input. */
  variableHint?: string;
}

/**
 * The drag-and-drop designer of JakHuang form-generator fields: components on the left, the form on the canvas (drag
 * to add, drag to reorder, click to select), the selected field's properties on the right. 流程表单 saves what it
 * designs; 表单构建 exports it.
 */
export function FormDesigner({ state, conf, paletteExtra, toolbar, variableHint }: FormDesignerProps) {
  const { t } = useTranslation();
  const { fields, setFields, selected, setSelected } = state;

  const add = (kind: FieldKind, at = fields.length) => {
    const field = newField(kind, t(`formDesigner.kind_${kind}`), nextFormId(fields));
    setFields([...fields.slice(0, at), field, ...fields.slice(at)]);
    setSelected(at);
  };
  const move = (from: number, to: number) => {
    if (from === to) return;
    const next = [...fields];
    const [moved] = next.splice(from, 1);
    next.splice(to > from ? to - 1 : to, 0, moved!);
    setFields(next);
    setSelected(to > from ? to - 1 : to);
  };
  const drop = (event: DragEvent, at: number) => {
    event.preventDefault();
    event.stopPropagation();
    const kind = event.dataTransfer.getData(KIND) as FieldKind;
    if (kind) add(kind, at);
    const from = event.dataTransfer.getData(MOVE);
    if (from !== '') move(Number(from), at);
  };
  const remove = (index: number) => {
    setFields(fields.filter((_, i) => i !== index));
    setSelected(null);
  };
  const copy = (index: number) => {
    const id = nextFormId(fields);
    const source = fields[index]!;
    const clone: FormField = { ...structuredClone(source), __vModel__: `field${id}`, __config__: { ...structuredClone(source.__config__), formId: id, renderKey: id } };
    setFields([...fields.slice(0, index + 1), clone, ...fields.slice(index + 1)]);
    setSelected(index + 1);
  };

  const current = selected === null ? undefined : fields[selected];
  return (
    <div className="bpm-designer-body">
      <aside className="bpm-designer-palette">
        <Typography.Title level={5}>{t('formDesigner.palette')}</Typography.Title>
        <Typography.Paragraph type="secondary" className="bpm-designer-hint">
          {t('formDesigner.paletteHint')}
        </Typography.Paragraph>
        <div className="bpm-designer-kinds">
          {FIELD_KINDS.map((kind) => (
            <button key={kind} type="button" draggable className="bpm-designer-kind" onDragStart={(e) => e.dataTransfer.setData(KIND, kind)} onClick={() => add(kind)}>
              {t(`formDesigner.kind_${kind}`)}
            </button>
          ))}
        </div>
        {paletteExtra}
      </aside>
      <div className="bpm-designer-centre">
        {toolbar}
        <main className="bpm-designer-canvas" onDragOver={(e) => e.preventDefault()} onDrop={(e) => drop(e, fields.length)} aria-label={t('formDesigner.canvas')}>
          {fields.length === 0 ? (
            <Empty description={t('formDesigner.canvasEmpty')} />
          ) : (
            <Form name="bpm-form-canvas" layout={conf.labelPosition === 'top' ? 'vertical' : 'horizontal'} labelCol={{ flex: `${conf.labelWidth ?? 100}px` }} labelAlign={conf.labelPosition === 'left' ? 'left' : 'right'} labelWrap>
              <FieldGrid
                fields={fields}
                wrap={(field, item, index) => (
                  <div
                    className={index === selected ? 'bpm-designer-field selected' : 'bpm-designer-field'}
                    draggable
                    onDragStart={(e) => e.dataTransfer.setData(MOVE, String(index))}
                    onDragOver={(e) => e.preventDefault()}
                    onDrop={(e) => drop(e, index)}
                    onClick={() => setSelected(index)}
                    data-variable={field.__vModel__}
                  >
                    <HolderOutlined className="bpm-designer-handle" aria-label={t('formDesigner.moveHandle')} />
                    {item}
                    <span className="bpm-designer-tools">
                      <Tooltip title={t('formDesigner.copy')}>
                        <Button size="small" type="text" aria-label={t('formDesigner.copy')} icon={<CopyOutlined />} onClick={(e) => (e.stopPropagation(), copy(index))} />
                      </Tooltip>
                      <Tooltip title={t('common.delete')}>
                        <Button size="small" type="text" danger aria-label={t('common.delete')} icon={<DeleteOutlined />} onClick={(e) => (e.stopPropagation(), remove(index))} />
                      </Tooltip>
                    </span>
                  </div>
                )}
              />
            </Form>
          )}
        </main>
      </div>
      <aside className="bpm-designer-props">
        <Typography.Title level={5}>{t('formDesigner.props')}</Typography.Title>
        {current ? (
          <FieldProps key={selected} field={current} variableHint={variableHint} onChange={(next) => setFields(fields.map((f, i) => (i === selected ? next : f)))} />
        ) : (
          <Typography.Paragraph type="secondary">{t('formDesigner.propsEmpty')}</Typography.Paragraph>
        )}
      </aside>
    </div>
  );
}
