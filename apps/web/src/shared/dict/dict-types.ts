/** Dictionary type codes: one list, shared with the server. */
export { DICT_TYPE } from '@console/contracts/dict';

export interface DictEntry {
  dictType: string;
  value: string;
  label: string;
  colorType?: string | null;
  cssClass?: string | null;
}
