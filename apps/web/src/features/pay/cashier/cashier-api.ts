import type { Static } from 'typebox';
import type { PayOrderForCashier, PayOrderSubmit, PayOrderSubmitResult } from '@console/contracts/pay/order';
import { http } from '@/shared/api/http';

export type CashierOrder = Static<typeof PayOrderForCashier>;
export type SubmitInput = Static<typeof PayOrderSubmit>;
export type SubmitResult = Static<typeof PayOrderSubmitResult>;

export const cashierApi = {
  get: (id: number) => http.get<CashierOrder>('/pay/order/get-detail', { id }),
  submit: (body: SubmitInput) => http.post<SubmitResult>('/pay/order/submit', body),
};
