import type { Static } from 'typebox';
import type { DbMonitorInfo as DbMonitorInfoSchema } from '@console/contracts/infra/db-monitor';
import { http } from '@/shared/api/http';

export type DbMonitorInfo = Static<typeof DbMonitorInfoSchema>;
export type DbTable = DbMonitorInfo['tables'][number];
export type DbWaitingLock = NonNullable<DbMonitorInfo['waitingLocks']>[number];
export type DbStatement = NonNullable<DbMonitorInfo['statements']>[number];
export type NotApplicableReason = NonNullable<DbMonitorInfo['notApplicable']['statements']>;

export const dbMonitorApi = {
  get: () => http.get<DbMonitorInfo>('/infra/db-monitor/get'),
};
