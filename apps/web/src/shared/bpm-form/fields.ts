/**
 * Process form fields in the original designer's format (JakHuang form-generator, which the Vue 2 console saves):
 * `__config__` holds how the field is laid out and checked (tag, label, required, span, default), `__slot__` a choice
 * field's options, `__vModel__` the variable the value is stored under. Fields are read with what this console
 * understands and written back with everything else they carried, so a form made in either UI opens in the other.
 */

export type FieldKind = 'input' | 'textarea' | 'number' | 'select' | 'radio' | 'checkbox' | 'date' | 'daterange' | 'switch' | 'upload';

export interface FieldOption {
  label: string;
  value: string | number;
}

export interface FormField {
  __config__: {
    label: string;
    tag: string;
    tagIcon?: string;
    required?: boolean;
    span?: number;
    layout?: string;
    formId?: number;
    renderKey?: number;
    defaultValue?: unknown;
    showLabel?: boolean;
    /** Our addition: a choice field's options from a dictionary instead of `__slot__.options`. */
    dictType?: string;
    children?: unknown[];
    [key: string]: unknown;
  };
  __slot__?: { options?: FieldOption[]; [key: string]: unknown };
  __vModel__?: string;
  placeholder?: string;
  type?: string;
  [key: string]: unknown;
}

/** The designer's `conf` (form settings); only the label width is read here. */
export interface FormConf {
  labelWidth?: number;
  [key: string]: unknown;
}

/** A field's variable name: what the server accepts and generated code can use as a key. */
export const VARIABLE = /^[A-Za-z_$][\w$]{0,63}$/;

/** One validation of a text field: `pattern` as the original writes it, `/body/flags` (or a bare body). */
export interface FieldRule {
  pattern: string;
  message: string;
}

export function kindOf(field: FormField): FieldKind | null {
  switch (field.__config__.tag) {
    case 'el-input':
      return field.type === 'textarea' ? 'textarea' : 'input';
    case 'el-input-number':
      return 'number';
    case 'el-select':
      return 'select';
    case 'el-radio-group':
      return 'radio';
    case 'el-checkbox-group':
      return 'checkbox';
    case 'el-date-picker':
      return field.type === 'daterange' ? 'daterange' : 'date';
    case 'el-switch':
      return 'switch';
    case 'el-upload':
      return 'upload';
    default:
      return null;
  }
}

export const FIELD_KINDS: FieldKind[] = ['input', 'textarea', 'number', 'select', 'radio', 'checkbox', 'date', 'daterange', 'switch', 'upload'];

const TAGS: Record<FieldKind, { tag: string; tagIcon: string; type?: string }> = {
  input: { tag: 'el-input', tagIcon: 'input' },
  textarea: { tag: 'el-input', tagIcon: 'textarea', type: 'textarea' },
  number: { tag: 'el-input-number', tagIcon: 'number' },
  select: { tag: 'el-select', tagIcon: 'select' },
  radio: { tag: 'el-radio-group', tagIcon: 'radio' },
  checkbox: { tag: 'el-checkbox-group', tagIcon: 'checkbox' },
  date: { tag: 'el-date-picker', tagIcon: 'date', type: 'date' },
  daterange: { tag: 'el-date-picker', tagIcon: 'date-range', type: 'daterange' },
  switch: { tag: 'el-switch', tagIcon: 'switch' },
  upload: { tag: 'el-upload', tagIcon: 'upload' },
};

export const hasOptions = (kind: FieldKind | null) => kind === 'select' || kind === 'radio' || kind === 'checkbox';

/** A new field of a kind, as the original designer makes one: `field<formId>` as its variable. */
export function newField(kind: FieldKind, label: string, formId: number): FormField {
  const { tag, tagIcon, type } = TAGS[kind];
  const field: FormField = {
    __config__: { label, tag, tagIcon, required: true, layout: 'colFormItem', span: 24, formId, renderKey: Date.now() + formId, showLabel: true, regList: [], changeTag: true },
    __vModel__: `field${formId}`,
    ...(type ? { type } : {}),
  };
  if (hasOptions(kind)) {
    field.__slot__ = { options: [{ label: '选项一', value: 1 }, { label: '选项二', value: 2 }] };
  }
  if (kind === 'checkbox') field.__config__.defaultValue = [];
  if (kind === 'switch') field.__config__.defaultValue = false;
  return field;
}

/** The next free `formId`, rows' fields included (the designer numbers fields from 100, as the original). */
export function nextFormId(fields: FormField[]): number {
  return Math.max(100, ...flatFields(fields).map((f) => Number(f.__config__.formId) || 0)) + 1;
}

export function parseFields(texts: string[]): FormField[] {
  return texts.map((text) => JSON.parse(text) as FormField);
}

export function serializeFields(fields: FormField[]): string[] {
  return fields.map((field) => JSON.stringify(field));
}

/** Fields in order, layout rows' children included (what fills values). */
export function flatFields(fields: FormField[]): FormField[] {
  return fields.flatMap((field) => [field, ...flatFields((field.__config__.children ?? []) as FormField[])]);
}

/** The values a form starts with: each field's default. */
export function defaultValues(fields: FormField[]): Record<string, unknown> {
  return Object.fromEntries(flatFields(fields).filter((f) => f.__vModel__ && f.__config__.defaultValue !== undefined).map((f) => [f.__vModel__!, f.__config__.defaultValue]));
}

/** The first two fields sharing a variable name, if any (the server refuses them too: 1009010001). */
export function duplicateVariable(fields: FormField[]): [FormField, FormField] | null {
  const seen = new Map<string, FormField>();
  for (const field of flatFields(fields)) {
    if (!field.__vModel__) continue;
    const previous = seen.get(field.__vModel__);
    if (previous) return [previous, field];
    seen.set(field.__vModel__, field);
  }
  return null;
}

export const DEFAULT_CONF: FormConf = { formRef: 'elForm', formModel: 'formData', size: 'medium', labelPosition: 'right', labelWidth: 100, formRules: 'rules', gutter: 15, disabled: false, span: 24, formBtns: true };

/** What 查看 JSON shows, as the original's form-generator assembles it: the fields and the form settings side by side. */
export type FormJson = FormConf & { fields: FormField[] };

export function formJson(fields: FormField[], conf: FormConf): FormJson {
  return { fields, ...conf };
}
