import type { Static } from 'typebox';
import type { PayDemoOrderCreate, PayDemoOrderRefund, PayDemoOrderRow } from '@console/contracts/pay/demo-order';
import type { PayAppRow } from '@console/contracts/pay/app';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type DemoOrder = Static<typeof PayDemoOrderRow>;
export type DemoOrderInput = Static<typeof PayDemoOrderCreate>;
export type DemoRefundInput = Static<typeof PayDemoOrderRefund>;
type PayApp = Static<typeof PayAppRow>;

export const demoOrderApi = {
  page: (query: { pageNo: number; pageSize: number }) => http.get<PageResult<DemoOrder>>('/pay/demo-order/page', query),
  get: (id: number) => http.get<DemoOrder>('/pay/demo-order/get', { id }),
  create: (body: DemoOrderInput) => http.post<number>('/pay/demo-order/create', body),
  refund: (body: DemoRefundInput) => http.post<{ refundId: number }>('/pay/demo-order/refund', body),
  /** The apps to take payments for: the enabled ones, with their channels. */
  apps: () => http.get<PageResult<PayApp>>('/pay/app/page', { status: 0, pageNo: 1, pageSize: 100 }),
};
