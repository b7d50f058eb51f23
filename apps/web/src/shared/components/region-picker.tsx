import { Cascader } from 'antd';
import type { CSSProperties } from 'react';
import { regionOptions, useAreaTree, type RegionOption, type RegionShape } from '../lookups/area-tree';

export type RegionPath = Array<number | string>;

export interface RegionPickerProps extends Partial<RegionShape> {
  /** The chosen region's path from its province down: ids or names, per `valueKey`. */
  value?: RegionPath;
  /** The new path (undefined when cleared) and the names along it. */
  onChange?: (value: RegionPath | undefined, names: string[]) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** Pick any level, not only the last one offered (a search filter by province or city, say). */
  changeOnSelect?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
}

// Enough to find a place typed by a part of its name; the full tree's ~3,400 paths are never all rendered.
const SEARCH = { limit: 50 };

/**
 * Picks a region (province → city → district) from the server's tree (GET /system/area/tree, fetched once per
 * session). Searchable by name at any level; a form stores what `valueKey` says, so a form that keeps names keeps
 * them. Only the open columns are rendered, so the 3,600 regions cost nothing until one is opened.
 */
export function RegionPicker({ depth = 3, valueKey = 'id', foldMunicipalities = false, value, onChange, ...rest }: RegionPickerProps) {
  const tree = useAreaTree();
  const options = tree.data ? regionOptions(tree.data, { depth, valueKey, foldMunicipalities }) : [];
  return (
    <Cascader<RegionOption>
      {...rest}
      options={options}
      loading={tree.isLoading}
      showSearch={SEARCH}
      value={value}
      onChange={(next, selected) => onChange?.(next?.length ? next : undefined, (selected ?? []).map((option) => option.label))}
      style={{ width: '100%', ...rest.style }}
    />
  );
}
