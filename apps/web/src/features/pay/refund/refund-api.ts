import type { Static } from 'typebox';
import type { PayRefundFilter, PayRefundRow } from '@console/contracts/pay/refund';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type PayRefund = Static<typeof PayRefundRow>;
export type PayRefundFilters = Static<typeof PayRefundFilter>;

export const payRefundApi = {
  page: (query: PayRefundFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<PayRefund>>('/pay/refund/page', query),
  get: (id: number) => http.get<PayRefund>('/pay/refund/get', { id }),
  export: (filters: PayRefundFilters) => http.getBlob('/pay/refund/export-excel', filters),
};
