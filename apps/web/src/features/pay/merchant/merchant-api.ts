import type { Static } from 'typebox';
import type { MerchantCreate, MerchantFilter, MerchantRow } from '@console/contracts/pay/merchant';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type Merchant = Static<typeof MerchantRow>;
export type MerchantFilters = Static<typeof MerchantFilter>;
export type MerchantInput = Static<typeof MerchantCreate> & { id?: number };

export const merchantApi = {
  page: (query: MerchantFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<Merchant>>('/pay/merchant/page', query),
  get: (id: number) => http.get<Merchant>('/pay/merchant/get', { id }),
  create: (body: MerchantInput) => http.post<number>('/pay/merchant/create', body),
  update: (body: MerchantInput) => http.put<boolean>('/pay/merchant/update', body),
  updateStatus: (id: number, status: number) => http.put<boolean>('/pay/merchant/update-status', { id, status }),
  remove: (id: number) => http.delete<boolean>('/pay/merchant/delete', { id }),
  export: (filters: MerchantFilters) => http.getBlob('/pay/merchant/export-excel', filters),
};
