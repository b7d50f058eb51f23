import type { ReactNode } from 'react';
import { Button, Form, Input, InputNumber, Radio, Select, type FormRule as Rule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '@/shared/dict/use-dict-options';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { isEmail, isMobile } from '@/shared/utils/validators';

/** A rule that passes an empty field and checks a filled one (trimmed) with `valid`. */
const checked = (valid: (value: string) => boolean, message: string): Rule => ({
  validator: (_rule, value: string | undefined) => (!value || valid(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message))),
});

/** The validation rules of the kit's form items, with the locale's 不能为空 / 长度不能超过 texts. */
export function useFieldRules() {
  const { t } = useTranslation();
  return {
    /** Required; blank text (only spaces) counts as empty. */
    required: (field: string): Rule => ({ required: true, whitespace: true, message: t('common.required', { field }) }),
    /** Required, for a value that is not text (a number, a choice). */
    chosen: (field: string): Rule => ({ required: true, message: t('common.required', { field }) }),
    max: (field: string, length: number): Rule => ({ max: length, message: t('common.maxLength', { field, max: length }) }),
    /** A mainland mobile number when filled in. */
    mobile: (message: string): Rule => checked(isMobile, message),
    /** An e-mail address when filled in. */
    email: (message: string): Rule => checked(isEmail, message),
  };
}

interface TextItemProps {
  name: string | (string | number)[];
  label: string;
  required?: boolean;
  /** Longest text accepted (the column's length): typing stops there and a longer paste is refused with a message. */
  max?: number;
  placeholder?: string;
  disabled?: boolean;
  /** More rules after required/max (patterns…). */
  rules?: Rule[];
  extra?: ReactNode;
  tooltip?: ReactNode;
  /** A password field. */
  password?: boolean;
}

/** A labelled text field: 请输入<label>, required and length rules with the locale's messages. */
export function TextItem({ name, label, required, max, placeholder, disabled, rules = [], extra, tooltip, password }: TextItemProps) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const allRules = [...(required ? [rule.required(label)] : []), ...(max ? [rule.max(label, max)] : []), ...rules];
  const inputProps = { placeholder: placeholder ?? t('common.pleaseEnter', { field: label }), maxLength: max, disabled };
  return (
    <Form.Item name={name} label={label} rules={allRules} extra={extra} tooltip={tooltip}>
      {password ? <Input.Password {...inputProps} autoComplete="new-password" /> : <Input {...inputProps} />}
    </Form.Item>
  );
}

/** 显示顺序: a required whole number from 0. */
export function SortItem({ label, name = 'sort' }: { label: string; name?: string }) {
  const rule = useFieldRules();
  return (
    <Form.Item name={name} label={label} rules={[rule.chosen(label)]}>
      <InputNumber min={0} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** A radio group over a dictionary's values (状态 from common_status unless told otherwise). */
export function DictRadioItem({ label, name = 'status', dictType = DICT_TYPE.COMMON_STATUS, required, asString }: { label: string; name?: string; dictType?: string; required?: boolean; asString?: boolean }) {
  const options = useDictOptions(dictType, asString);
  const rule = useFieldRules();
  return (
    <Form.Item name={name} label={label} rules={required ? [rule.chosen(label)] : undefined}>
      <Radio.Group options={options} />
    </Form.Item>
  );
}

/** 备注: a text area, 500 characters at most unless told otherwise. */
export function RemarkItem({ label, name = 'remark', max = 500, rows = 3 }: { label?: string; name?: string; max?: number; rows?: number }) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const text = label ?? t('common.remark');
  return (
    <Form.Item name={name} label={text} rules={[rule.max(text, max)]}>
      <Input.TextArea rows={rows} placeholder={t('common.pleaseEnter', { field: text })} />
    </Form.Item>
  );
}

interface DictSelectItemProps {
  label: string;
  name: string;
  dictType: string;
  required?: boolean;
  asString?: boolean;
  /** Several values (an array); required then means at least one. */
  multiple?: boolean;
  tooltip?: ReactNode;
}

/** A required-or-not choice over a dictionary's values, as a select (numeric values unless `asString`). */
export function DictSelectItem({ label, name, dictType, required, asString, multiple, tooltip }: DictSelectItemProps) {
  const { t } = useTranslation();
  const options = useDictOptions(dictType, asString);
  const rule = useFieldRules();
  return (
    <Form.Item name={name} label={label} rules={required ? [rule.chosen(label)] : undefined} tooltip={tooltip}>
      <Select allowClear={!required} mode={multiple ? 'multiple' : undefined} options={options} placeholder={t('common.pleaseSelect', { field: label })} />
    </Form.Item>
  );
}

interface TagsItemProps {
  name: string;
  label: string;
  required?: boolean;
  /** Longest text of one entry. */
  max?: number;
  extra?: ReactNode;
  /** Checks each entry (a URI…); the message names the entry. */
  valid?: { test: (entry: string) => boolean; message: (entry: string) => string };
  /** Entries to pick from in a drop-down (new ones may still be typed). */
  options?: string[];
}

/** A list of free texts (scopes, redirect URIs): typed and entered one by one, shown as removable tags. */
export function TagsItem({ name, label, required, max = 255, extra, valid, options }: TagsItemProps) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const entries: Rule = {
    validator: (_rule, value: string[] | undefined) => {
      const long = (value ?? []).find((entry) => entry.length > max);
      if (long) return Promise.reject(new Error(t('common.maxLength', { field: label, max })));
      const wrong = valid && (value ?? []).find((entry) => !valid.test(entry));
      return wrong ? Promise.reject(new Error(valid.message(wrong))) : Promise.resolve();
    },
  };
  return (
    <Form.Item name={name} label={label} rules={[...(required ? [rule.chosen(label)] : []), entries]} extra={extra ?? t('crud.tagsHint')}>
      <Select
        mode="tags"
        {...(options ? { options: options.map((entry) => ({ value: entry, label: entry })) } : { open: false, suffixIcon: null })}
        tokenSeparators={[',', ' ', '\n']}
        placeholder={t(options ? 'common.pleaseSelect' : 'common.pleaseEnter', { field: label })}
      />
    </Form.Item>
  );
}

/** A whole number within bounds, with an optional unit after it. */
export function NumberItem({ name, label, min, max, unit }: { name: string; label: string; min?: number; max?: number; unit?: string }) {
  const rule = useFieldRules();
  return (
    <Form.Item name={name} label={label} rules={[rule.chosen(label)]}>
      <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} suffix={unit} />
    </Form.Item>
  );
}

/** The submit button of a form on a page (not in a dialog), aligned with the fields. */
export function SubmitItem({ label, saving }: { label: string; saving?: boolean }) {
  return (
    <Form.Item label=" " colon={false}>
      <Button type="primary" htmlType="submit" loading={saving}>
        {label}
      </Button>
    </Form.Item>
  );
}
