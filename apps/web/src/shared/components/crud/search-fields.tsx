import { Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../date-range-field';
import { useDictOptions } from '@/shared/dict/use-dict-options';

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

/** A numeric id filter (模板编号, 所属流程…): whole numbers from 1 only, so nothing the server would refuse is sent. */
export function SearchIdInput({ name, label, width = 160 }: SearchFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label}>
      <InputNumber min={1} max={Number.MAX_SAFE_INTEGER} precision={0} controls={false} placeholder={t('common.pleaseEnter', { field: label })} style={{ width }} />
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

type DayRange = [Dayjs | null, Dayjs | null] | null | undefined;

/** A 开始日期 – 结束日期 filter (createTime by default); `maxDays` refuses a longer range before anything is asked. */
export function SearchDateRange({ name = 'createTime', label, maxDays }: { name?: string; label: string; maxDays?: number }) {
  const { t } = useTranslation();
  const rules = maxDays
    ? [
        {
          validator: (_rule: unknown, value: DayRange) =>
            value?.[0] && value[1] && value[1].startOf('day').diff(value[0].startOf('day'), 'day') + 1 > maxDays
              ? Promise.reject(new Error(t('common.rangeTooLong', { days: maxDays })))
              : Promise.resolve(),
        },
      ]
    : undefined;
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <DateRangeField />
    </Form.Item>
  );
}
