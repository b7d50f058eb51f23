import { primitiveText } from '../utils/format';
import { Tag } from 'antd';
import { useDictDatas } from '../dict/dict-store';

// Upstream colour types (element-ui) → antd Tag presets.
const TAG_COLORS: Record<string, string | undefined> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
  default: undefined,
};

interface DictTagProps {
  type: string;
  value: unknown;
}

/** The label of a dictionary value, coloured by its colorType and cssClass; nothing for a value the type lacks. */
export function DictTag({ type, value }: DictTagProps) {
  const entries = useDictDatas(type);
  if (value === null || value === undefined || value === '') return null;
  const entry = entries.find((candidate) => candidate.value === primitiveText(value));
  // Spec §3: the label lookup of a value with no entry is empty (the raw value is not a label).
  if (!entry) return null;
  const colorType = entry.colorType ?? '';
  if (!colorType || colorType === 'default') {
    return <span className={entry.cssClass || undefined}>{entry.label}</span>;
  }
  return (
    <Tag color={TAG_COLORS[colorType] ?? colorType} className={entry.cssClass || undefined} data-dict-value={entry.value} variant="outlined">
      {entry.label}
    </Tag>
  );
}
