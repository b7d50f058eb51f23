import type { Static } from 'typebox';
import type { AreaNode } from '@console/contracts/system/area';
import { useQuery } from '@tanstack/react-query';
import { http } from '../api/http';

export type AreaTreeNode = Static<typeof AreaNode>;

/** One region as the picker offers it: a value (the region's id or name), its name, and the regions below. */
export interface RegionOption {
  value: number | string;
  label: string;
  children?: RegionOption[];
}

export interface RegionShape {
  /** Levels offered: 1 provinces, 2 down to cities, 3 down to districts. */
  depth: 1 | 2 | 3;
  /** What the picker's value holds per level: the GB/T 2260 code, or the name. */
  valueKey: 'id' | 'name';
  /**
   * The server gives each municipality a city level (北京 → 北京市 → 朝阳区, as the original); folded, the
   * municipality is one level under its full name and its districts are its cities (北京市 → 朝阳区), as
   * addresses are written and as the lawyer API stores them.
   */
  foldMunicipalities: boolean;
}

export const AREA_TREE_KEY = ['system', 'area', 'tree'] as const;

const fetchTree = () => http.get<AreaTreeNode[]>('/system/area/tree');

/** The region tree, fetched once per session: it never changes while the server runs. */
export const useAreaTree = () => useQuery({ queryKey: AREA_TREE_KEY, queryFn: fetchTree, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY });

interface Node {
  id: number;
  name: string;
  children?: Node[];
}

function fold(province: Node): Node {
  const only = province.children?.length === 1 ? province.children[0] : undefined;
  // The municipality's city is its own code + 100 (GB/T 2260's xx0100).
  return only && only.id === province.id + 100 ? { id: province.id, name: only.name, children: only.children } : province;
}

function toOption(node: Node, levelsLeft: number, valueKey: RegionShape['valueKey']): RegionOption {
  const option: RegionOption = { value: valueKey === 'id' ? node.id : node.name, label: node.name };
  if (levelsLeft > 1 && node.children?.length) option.children = node.children.map((child) => toOption(child, levelsLeft - 1, valueKey));
  return option;
}

// About 3,600 options: built once per tree and shape, shared by every picker on the page.
const built = new WeakMap<AreaTreeNode[], Map<string, RegionOption[]>>();

/** The tree as Cascader options in the given shape. */
export function regionOptions(tree: AreaTreeNode[], shape: RegionShape): RegionOption[] {
  const key = `${shape.depth}:${shape.valueKey}:${shape.foldMunicipalities}`;
  let byShape = built.get(tree);
  if (!byShape) built.set(tree, (byShape = new Map<string, RegionOption[]>()));
  let options = byShape.get(key);
  if (!options) {
    const provinces = shape.foldMunicipalities ? tree.map(fold) : tree;
    options = provinces.map((province) => toOption(province, shape.depth, shape.valueKey));
    byShape.set(key, options);
  }
  return options;
}
