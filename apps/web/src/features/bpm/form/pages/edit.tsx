import { useState, type DragEvent, type ReactNode } from 'react';
import { Button, Card, Empty, Form, Input, InputNumber, Radio, Select, Space, Switch, Tooltip, Typography } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DictRadioItem, RemarkItem, TextItem } from '@/shared/components/crud/form-items';
import { FieldGrid } from '@/shared/bpm-form/form-renderer';
import {
  DEFAULT_CONF,
  duplicateVariable,
  FIELD_KINDS,
  hasOptions,
  kindOf,
  newField,
  nextFormId,
  parseFields,
  serializeFields,
  type FieldKind,
  type FieldOption,
  type FormConf,
  type FormField,
} from '@/shared/bpm-form/fields';
import { toast } from '@/shared/ui/feedback';
import { useDictTypeOptions } from '@/shared/lookups/system-lookups';
import { bpmFormApi, type BpmForm } from '../form-api';
import '../texts';
import '../designer.css';

const KIND = 'application/x-bpm-kind';
const MOVE = 'application/x-bpm-move';
const VARIABLE = /^[A-Za-z_$][\w$]{0,63}$/;
const LIST = '/bpm/manager/form';

interface Info {
  name: string;
  status: number;
  remark?: string | null;
}

const optionValue = (text: string): string | number => (/^-?\d{1,15}$/.test(text) ? Number(text) : text);

/** The selected field's properties: what the original designer's right panel edits, for the kinds this console renders. */
function FieldProps({ field, onChange }: { field: FormField; onChange: (next: FormField) => void }) {
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
      {row(t('bpmFormDesign.label'), <Input aria-label={t('bpmFormDesign.label')} value={field.__config__.label} maxLength={40} onChange={(e) => config({ label: e.target.value })} />)}
      {row(
        t('bpmFormDesign.vModel'),
        <Input aria-label={t('bpmFormDesign.vModel')} value={field.__vModel__} maxLength={64} onChange={(e) => onChange({ ...field, __vModel__: e.target.value.trim() })} />,
        t('bpmFormDesign.vModelHint'),
        badName ? t('bpmFormDesign.badName') : undefined,
      )}
      {kind !== 'switch' && kind !== 'upload' && row(t('bpmFormDesign.placeholder'), <Input aria-label={t('bpmFormDesign.placeholder')} value={field.placeholder ?? ''} onChange={(e) => onChange({ ...field, placeholder: e.target.value })} />)}
      {row(t('bpmFormDesign.span'), <InputNumber aria-label={t('bpmFormDesign.span')} min={1} max={24} precision={0} value={field.__config__.span ?? 24} onChange={(v) => config({ span: v ?? 24 })} />)}
      {row(t('bpmFormDesign.required'), <Switch aria-label={t('bpmFormDesign.required')} checked={field.__config__.required === true} onChange={(v) => config({ required: v })} />)}
      {(kind === 'input' || kind === 'textarea') &&
        row(t('bpmFormDesign.defaultValue'), <Input aria-label={t('bpmFormDesign.defaultValue')} value={(field.__config__.defaultValue as string | undefined) ?? ''} onChange={(e) => config({ defaultValue: e.target.value || undefined })} />)}
      {kind === 'number' &&
        row(t('bpmFormDesign.defaultValue'), <InputNumber aria-label={t('bpmFormDesign.defaultValue')} value={field.__config__.defaultValue as number | undefined} onChange={(v) => config({ defaultValue: v ?? undefined })} />)}
      {kind === 'switch' && row(t('bpmFormDesign.defaultValue'), <Switch aria-label={t('bpmFormDesign.defaultValue')} checked={field.__config__.defaultValue === true} onChange={(v) => config({ defaultValue: v })} />)}
      {hasOptions(kind) && (
        <>
          {row(
            t('bpmFormDesign.optionSource'),
            <Radio.Group
              value={fromDict ? 'dict' : 'fixed'}
              onChange={(e) => config({ dictType: e.target.value === 'dict' ? (dictTypes.data?.[0]?.type ?? '') : undefined })}
              options={[
                { value: 'fixed', label: t('bpmFormDesign.fixedOptions') },
                { value: 'dict', label: t('bpmFormDesign.dictOptions') },
              ]}
            />,
          )}
          {fromDict ? (
            row(
              t('bpmFormDesign.dictType'),
              <Select
                aria-label={t('bpmFormDesign.dictType')}
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
                  <Input aria-label={`${t('bpmFormDesign.optionLabel')} ${i + 1}`} value={option.label} placeholder={t('bpmFormDesign.optionLabel')} onChange={(e) => setOptions(options.map((o, j) => (j === i ? { ...o, label: e.target.value } : o)))} />
                  <Input
                    aria-label={`${t('bpmFormDesign.optionValue')} ${i + 1}`}
                    value={String(option.value)}
                    placeholder={t('bpmFormDesign.optionValue')}
                    onChange={(e) => setOptions(options.map((o, j) => (j === i ? { ...o, value: optionValue(e.target.value) } : o)))}
                  />
                  <Button aria-label={t('common.delete')} icon={<DeleteOutlined />} onClick={() => setOptions(options.filter((_, j) => j !== i))} />
                </Space.Compact>
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => setOptions([...options, { label: `选项${options.length + 1}`, value: options.length + 1 }])}>
                {t('bpmFormDesign.addOption')}
              </Button>
            </div>
          )}
        </>
      )}
    </Form>
  );
}

/**
 * 流程表单-编辑 (/bpm/manager/form/edit[?formId=]): a drag-and-drop designer — components on the left, the form on the
 * canvas (drag to add, drag to reorder, click to select), the selected field's properties on the right — saving the
 * original designer's format.
 */
export default function FormDesignerPage() {
  const [params] = useSearchParams();
  const formId = Number(params.get('formId')) || undefined;
  const loaded = useQuery({ queryKey: ['bpm', 'form', 'designer', formId], queryFn: () => bpmFormApi.get(formId!), enabled: formId !== undefined });
  if (formId !== undefined && !loaded.data) return <Card className="page-card bpm-designer" loading />;
  return <Designer key={formId ?? 'new'} formId={formId} initial={loaded.data} />;
}

function Designer({ formId, initial }: { formId?: number; initial?: BpmForm }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [info] = Form.useForm<Info>();
  const [fields, setFields] = useState<FormField[]>(() => (initial ? parseFields(initial.fields) : []));
  const [conf] = useState<FormConf>(() => (initial ? (JSON.parse(initial.conf) as FormConf) : DEFAULT_CONF));
  const [selected, setSelected] = useState<number | null>(null);

  const add = (kind: FieldKind, at = fields.length) => {
    const field = newField(kind, t(`bpmFormDesign.kind_${kind}`), nextFormId(fields));
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

  const save = useMutation({
    mutationFn: (values: Info): Promise<unknown> => {
      const body = { id: formId, name: values.name.trim(), status: values.status, remark: values.remark?.trim() || null, conf: JSON.stringify(conf), fields: serializeFields(fields) };
      return formId ? bpmFormApi.update(body) : bpmFormApi.create(body);
    },
    onSuccess: async () => {
      toast.success(t('bpmFormDesign.saved'));
      // The list (kept alive in its tab) and any preview show the saved form.
      await queryClient.invalidateQueries({ queryKey: ['bpm', 'form'] });
      void navigate(LIST);
    },
  });
  const submit = async () => {
    const values = await info.validateFields();
    if (!fields.length) return toast.error(t('bpmFormDesign.noFields'));
    const bad = fields.find((f) => !VARIABLE.test(f.__vModel__ ?? ''));
    if (bad) {
      setSelected(fields.indexOf(bad));
      return toast.error(t('bpmFormDesign.badName'));
    }
    const twice = duplicateVariable(fields);
    if (twice) return toast.error(t('bpmFormDesign.duplicate', { a: twice[0].__config__.label, b: twice[1].__config__.label, name: twice[0].__vModel__ }));
    save.mutate(values);
  };

  const current = selected === null ? undefined : fields[selected];
  return (
    <Card className="page-card bpm-designer">
      <div className="bpm-designer-body">
        <aside className="bpm-designer-palette">
          <Typography.Title level={5}>{t('bpmFormDesign.palette')}</Typography.Title>
          <Typography.Paragraph type="secondary" className="bpm-designer-hint">
            {t('bpmFormDesign.paletteHint')}
          </Typography.Paragraph>
          <div className="bpm-designer-kinds">
            {FIELD_KINDS.map((kind) => (
              <button key={kind} type="button" draggable className="bpm-designer-kind" onDragStart={(e) => e.dataTransfer.setData(KIND, kind)} onClick={() => add(kind)}>
                {t(`bpmFormDesign.kind_${kind}`)}
              </button>
            ))}
          </div>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('bpmFormDesign.formInfo')}
          </Typography.Title>
          <Form form={info} name="bpm-form-info" layout="vertical" initialValues={initial ? { name: initial.name, status: initial.status, remark: initial.remark ?? '' } : { status: 0 }}>
            <TextItem name="name" label={t('bpmFormDesign.name')} required max={64} />
            <DictRadioItem label={t('bpmFormDesign.status')} required />
            <RemarkItem max={255} rows={2} />
          </Form>
        </aside>
        <main className="bpm-designer-canvas" onDragOver={(e) => e.preventDefault()} onDrop={(e) => drop(e, fields.length)} aria-label={t('bpmFormDesign.editTitle')}>
          {fields.length === 0 ? (
            <Empty description={t('bpmFormDesign.canvasEmpty')} />
          ) : (
            <Form name="bpm-form-canvas" labelCol={{ flex: `${conf.labelWidth ?? 100}px` }} labelWrap>
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
                    <HolderOutlined className="bpm-designer-handle" aria-label={t('bpmFormDesign.moveHandle')} />
                    {item}
                    <span className="bpm-designer-tools">
                      <Tooltip title={t('bpmFormDesign.copy')}>
                        <Button size="small" type="text" aria-label={t('bpmFormDesign.copy')} icon={<CopyOutlined />} onClick={(e) => (e.stopPropagation(), copy(index))} />
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
        <aside className="bpm-designer-props">
          <Typography.Title level={5}>{t('bpmFormDesign.props')}</Typography.Title>
          {current ? (
            <FieldProps key={selected} field={current} onChange={(next) => setFields(fields.map((f, i) => (i === selected ? next : f)))} />
          ) : (
            <Typography.Paragraph type="secondary">{t('bpmFormDesign.propsEmpty')}</Typography.Paragraph>
          )}
        </aside>
      </div>
      <div className="bpm-designer-footer">
        <Space>
          <Button onClick={() => void navigate(LIST)}>{t('bpmFormDesign.back')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('bpmFormDesign.save')}
          </Button>
        </Space>
      </div>
    </Card>
  );
}
