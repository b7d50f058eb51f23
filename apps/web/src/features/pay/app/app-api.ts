import type { Static } from 'typebox';
import type { PayAppCreate, PayAppFilter, PayAppRow } from '@console/contracts/pay/app';
import type { MerchantSimple } from '@console/contracts/pay/merchant';
import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

export type PayApp = Static<typeof PayAppRow>;
export type PayAppFilters = Static<typeof PayAppFilter>;
export type PayAppInput = Static<typeof PayAppCreate> & { id?: number };
export type MerchantOption = Static<typeof MerchantSimple>;

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
