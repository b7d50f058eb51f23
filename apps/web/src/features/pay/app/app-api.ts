import type { Static } from 'typebox';
import type { PayAppCreate, PayAppFilter, PayAppRow } from '@console/contracts/pay/app';
import type { MerchantSimple } from '@console/contracts/pay/merchant';
import type { PayChannelCreate, PayChannelRow } from '@console/contracts/pay/channel';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type PayApp = Static<typeof PayAppRow>;
export type PayAppFilters = Static<typeof PayAppFilter>;
export type PayAppInput = Static<typeof PayAppCreate> & { id?: number };
export type MerchantOption = Static<typeof MerchantSimple>;
export type PayChannel = Static<typeof PayChannelRow>;
export type PayChannelInput = Static<typeof PayChannelCreate> & { id?: number };

export const payAppApi = {
  page: (query: PayAppFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<PayApp>>('/pay/app/page', query),
  get: (id: number) => http.get<PayApp>('/pay/app/get', { id }),
  create: (body: PayAppInput) => http.post<number>('/pay/app/create', body),
  update: (body: PayAppInput) => http.put<boolean>('/pay/app/update', body),
  updateStatus: (id: number, status: number) => http.put<boolean>('/pay/app/update-status', { id, status }),
  remove: (id: number) => http.delete<boolean>('/pay/app/delete', { id }),
  export: (filters: PayAppFilters) => http.getBlob('/pay/app/export-excel', filters),
  /** The form's merchant picker (the reference's remote search). */
  merchantsByName: (name?: string) => http.get<MerchantOption[]>('/pay/merchant/list-by-name', { name }),
};

/** An app's channels, configured from the app list (the original has no channel screen). */
export const payChannelApi = {
  ofApp: (appId: number) => http.get<PageResult<PayChannel>>('/pay/channel/page', { appId, pageNo: 1, pageSize: 100 }),
  get: (id: number) => http.get<PayChannel>('/pay/channel/get', { id }),
  create: (body: PayChannelInput) => http.post<number>('/pay/channel/create', body),
  update: (body: PayChannelInput) => http.put<boolean>('/pay/channel/update', body),
  remove: (id: number) => http.delete<boolean>('/pay/channel/delete', { id }),
};
