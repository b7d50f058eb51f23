import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../date-range-field';
import { useDictOptions } from '../../dict/use-dict-options';

interface SearchFieldProps {
  name: string;
  label: string;
  width?: number;
}

/** A text filter: 请输入<label>, cleared by its ×. */
export function SearchInput({ name, label, width = 180 }: SearchFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear placeholder={t('common.pleaseEnter', { field: label })} style={{ width }} />
    </Form.Item>
  );
}

/** A choice filter over given options: 请选择<label>. */
export function SearchSelect<V extends string | number>({ name, label, width = 140, options, loading }: SearchFieldProps & { options: { value: V; label: string }[]; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear loading={loading} placeholder={t('common.pleaseSelect', { field: label })} style={{ width }} options={options} showSearch={options.length > 10 ? { optionFilterProp: 'label' } : undefined} />
    </Form.Item>
  );
}

/** A choice filter over a dictionary's values (common_status…); numeric values unless `asString`. */
export function SearchDictSelect({ dictType, asString, ...props }: SearchFieldProps & { dictType: string; asString?: boolean }) {
  const options = useDictOptions(dictType, asString);
  return <SearchSelect {...props} options={options} />;
}

/** A 开始日期 – 结束日期 filter (createTime by default). */
export function SearchDateRange({ name = 'createTime', label }: { name?: string; label: string }) {
  return (
    <Form.Item name={name} label={label}>
      <DateRangeField />
    </Form.Item>
  );
}
