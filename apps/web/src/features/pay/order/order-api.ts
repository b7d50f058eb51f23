import type { Static } from 'typebox';
import type { PayOrderDetail, PayOrderFilter, PayOrderRow } from '@console/contracts/pay/order';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type PayOrder = Static<typeof PayOrderRow>;
export type PayOrderDetails = Static<typeof PayOrderDetail>;
export type PayOrderFilters = Static<typeof PayOrderFilter>;

export const payOrderApi = {
  page: (query: PayOrderFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<PayOrder>>('/pay/order/page', query),
  get: (id: number) => http.get<PayOrderDetails>('/pay/order/get', { id }),
  export: (filters: PayOrderFilters) => http.getBlob('/pay/order/export-excel', filters),
};
