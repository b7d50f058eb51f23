import { lazy, Suspense, useState } from 'react';
import { Input } from 'antd';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

type Range = [Dayjs | null, Dayjs | null] | null;

interface DateRangeFieldProps {
  value?: Range;
  onChange?: (value: Range) => void;
  width?: number;
}

// antd's date picker (with its calendar code) is one of the largest pieces of a list screen; it loads when first
// used, not with the screen, and with it dayjs in the app's language.
const RangePicker = lazy(() =>
  Promise.all([import('antd/es/date-picker'), import('@/shared/utils/dayjs')]).then(([module]) => ({ default: module.default.RangePicker })),
);

/**
 * A day-range filter for search forms (`createTime`, `submitTime`…): looks like antd's RangePicker and becomes one on
 * the first click or focus, opening at once. A form control: takes `value`/`onChange` from its Form.Item.
 */
export function DateRangeField({ value, onChange, width = 240 }: DateRangeFieldProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const placeholder = `${t('common.startDate')}  →  ${t('common.endDate')}`;
  const standIn = (
    <Input
      readOnly
      style={{ width }}
      placeholder={placeholder}
      value={value?.[0] && value[1] ? `${value[0].format('YYYY-MM-DD')}  →  ${value[1].format('YYYY-MM-DD')}` : ''}
      suffix={<CalendarOutlined style={{ color: 'var(--ant-color-text-quaternary)' }} />}
      onFocus={() => setActive(true)}
      onClick={() => setActive(true)}
      data-testid="date-range-stand-in"
    />
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RangePicker
        autoFocus
        defaultOpen
        value={value ?? null}
        onChange={(range) => onChange?.(range ?? null)}
        style={{ width }}
        placeholder={[t('common.startDate'), t('common.endDate')]}
      />
    </Suspense>
  );
}
