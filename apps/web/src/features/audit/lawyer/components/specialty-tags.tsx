import { Tag } from 'antd';
import { useDictDatas } from '@/shared/dict/dict-store';
import { DICT_TYPE } from '@/shared/dict/dict-types';

/** The labels of lawyer_specialty values, as quiet tags. */
export function SpecialtyTags({ values }: { values: readonly string[] }) {
  const entries = useDictDatas(DICT_TYPE.LAWYER_SPECIALTY);
  return (
    <span className="lawyer-specialties">
      {values.map((value) => {
        // Spec §3: a value with no entry has an empty label: no tag for it.
        const label = entries.find((entry) => entry.value === value)?.label;
        return label ? (
          <Tag key={value} variant="filled" color="blue">
            {label}
          </Tag>
        ) : null;
      })}
    </span>
  );
}
