import { isIP } from 'node:net';
import { badField } from '../../../platform/errors';
import { lookupIp } from './ip';
import { type Area, areaTree, fullName, toNode } from './tree';

/** The provinces with their cities and districts, in the wire form. */
export function getAreaTree() {
  return areaTree().map(toNode);
}

// ip2region writes some names short ("上海", "内蒙古", "广西") where the tree has them in full.
const SUFFIX = /(壮族自治区|回族自治区|维吾尔自治区|特别行政区|自治区|自治州|地区|省|市|盟)$/;
const short = (name: string) => name.replace(SUFFIX, '');

function findByName(areas: readonly Area[] | undefined, name: string): Area | undefined {
  if (!areas || !name) return undefined;
  return areas.find((a) => a.name === name) ?? areas.find((a) => short(a.name) === short(name));
}

/** The region's full name ("上海 上海市") for an IP address; "未知" where it is outside the tree (abroad, private). */
export function getAreaNameByIp(raw: string): string {
  const ip = raw.trim();
  // A zone index (fe80::1%eth0) names a local interface, and ip2region's IPv6 reader throws on it.
  if (!isIP(ip) || ip.includes('%')) throw badField('ip', '不是有效的 IP 地址');
  const found = lookupIp(ip);
  if (!found || (found.country && found.country !== '中国')) return '未知';
  const province = findByName(areaTree(), found.province);
  if (!province) return '未知';
  return fullName(findByName(province.children, found.city) ?? province);
}
