import { getHeapStatistics } from 'node:v8';
import type { Static } from 'typebox';
import type { RedisMonitorInfo } from '@console/contracts/infra/cache';
import type { CacheRegistry } from '../../../platform/cache-registry';

const UNITS = ['B', 'K', 'M', 'G'];

/** Bytes as Redis's INFO writes them (`1.50M`). */
export function humanBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value}B` : `${value.toFixed(2)}${UNITS[unit]}`;
}

/**
 * What the reference's Redis monitor shows, from what this stack has instead: its in-process caches. `info` keeps
 * INFO's field names with this process's figures (memory is the process's heap; there is no AOF/RDB, so those say
 * so); `dbSize` counts the entries of every cache; `commandStats` has one line per cache: its lookups (hits + misses).
 */
export function monitorInfo(caches: CacheRegistry, port: number): Static<typeof RedisMonitorInfo> {
  const list = caches.list();
  const heap = process.memoryUsage().heapUsed;
  const uptime = Math.floor(process.uptime());
  return {
    info: {
      redis_version: `in-process caches (Node ${process.versions.node})`,
      // Each process keeps its own: both UIs read anything but 'standalone' as 集群.
      redis_mode: 'standalone',
      tcp_port: String(port),
      connected_clients: '1',
      uptime_in_seconds: String(uptime),
      uptime_in_days: String(Math.floor(uptime / 86400)),
      used_memory: String(heap),
      used_memory_human: humanBytes(heap),
      maxmemory: String(getHeapStatistics().heap_size_limit),
      maxmemory_human: humanBytes(getHeapStatistics().heap_size_limit),
      used_cpu_user_children: (process.cpuUsage().user / 1e6).toFixed(2),
      aof_enabled: '0',
      rdb_last_bgsave_status: 'n/a',
      instantaneous_input_kbps: 'n/a',
      instantaneous_output_kbps: 'n/a',
      keyspace_hits: String(list.reduce((sum, c) => sum + c.store.hits, 0)),
      keyspace_misses: String(list.reduce((sum, c) => sum + c.store.misses, 0)),
    },
    dbSize: list.reduce((sum, c) => sum + c.store.size, 0),
    commandStats: list.map((c) => ({ command: c.name, calls: c.store.hits + c.store.misses, usec: 0 })),
  };
}
