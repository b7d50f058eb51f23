import type { Static } from 'typebox';
import type { PayAppSimple } from '@console/contracts/pay/app';
import type { MerchantSimple } from '@console/contracts/pay/merchant';
import type { PayNotifyTaskDetail } from '@console/contracts/pay/notify';
import { useQuery } from '@tanstack/react-query';
import { http } from '../api/http';

/** What several payment screens pick from or show: merchants, a merchant's apps, and a notification's attempts. */
export type MerchantOption = Static<typeof MerchantSimple>;
export type AppOption = Static<typeof PayAppSimple>;
export type NotifyDetail = Static<typeof PayNotifyTaskDetail>;

export const payLookupApi = {
  merchantsByName: (name?: string) => http.get<MerchantOption[]>('/pay/merchant/list-by-name', { name }),
  appsOfMerchant: (merchantId: number) => http.get<AppOption[]>('/pay/app/list-merchant-id', { merchantId }),
};

export const useMerchantsByName = (name: string) =>
  useQuery({ queryKey: ['pay', 'merchant', 'by-name', name], queryFn: () => payLookupApi.merchantsByName(name || undefined), staleTime: 30_000 });

export const useAppsOfMerchant = (merchantId: number | undefined) =>
  useQuery({
    queryKey: ['pay', 'app', 'of-merchant', merchantId],
    queryFn: () => payLookupApi.appsOfMerchant(merchantId!),
    enabled: merchantId !== undefined,
    staleTime: 30_000,
  });
