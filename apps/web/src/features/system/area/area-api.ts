import type { Static } from 'typebox';
import type { AreaNode } from '@console/contracts/system/area';
import { http } from '@/shared/api/http';

export type Area = Static<typeof AreaNode>;

export const areaApi = {
  tree: () => http.get<Area[]>('/system/area/tree'),
  byIp: (ip: string) => http.get<string>('/system/area/get-by-ip', { ip }),
};
