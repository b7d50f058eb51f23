import type IP2Region from 'ip2region';
import { lazyRequire } from '../../../platform/lazy-module';

interface IpRegion {
  country: string;
  province: string;
  city: string;
}

const ip2regionModule = lazyRequire<{ default: typeof IP2Region }>('ip2region');
let searcher: IP2Region | undefined;

/**
 * The offline lookup of `ip2region` (its IPv4 and IPv6 databases ship in the package, ~11 MB, read into memory on
 * the first lookup). Answers the country, province and city text, empty where unknown; private addresses read
 * "内网IP" as the city.
 */
export function lookupIp(ip: string): IpRegion | null {
  searcher ??= new (ip2regionModule().default)();
  return searcher.search(ip);
}
