import { Tag } from 'antd';
import { useDictDatas } from '../../../../shared/dict/dict-store';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';

/** The labels of lawyer_specialty values, as quiet tags. */
export function SpecialtyTags({ values }: { values: readonly string[] }) {
  const entries = useDictDatas(DICT_TYPE.LAWYER_SPECIALTY);
  return (
    <span className="lawyer-specialties">
      {values.map((value) => (
        <Tag key={value} variant="filled" color="blue">
          {entries.find((entry) => entry.value === value)?.label ?? value}
        </Tag>
      ))}
    </span>
  );
}
