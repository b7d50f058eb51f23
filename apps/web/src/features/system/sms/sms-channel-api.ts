import type { Static } from 'typebox';
import type { SmsChannelCreate, SmsChannelFilter, SmsChannelRow, SmsChannelSimple } from '@console/contracts/system/sms-channel';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type SmsChannel = Static<typeof SmsChannelRow>;
export type SmsChannelFilters = Static<typeof SmsChannelFilter>;
export type SmsChannelInput = Static<typeof SmsChannelCreate> & { id?: number };
export type SmsChannelOption = Static<typeof SmsChannelSimple>;

export const smsChannelApi = {
  page: (query: SmsChannelFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<SmsChannel>>('/system/sms-channel/page', query),
  get: (id: number) => http.get<SmsChannel>('/system/sms-channel/get', { id }),
  listSimple: () => http.get<SmsChannelOption[]>('/system/sms-channel/list-all-simple'),
  create: (body: SmsChannelInput) => http.post<number>('/system/sms-channel/create', body),
  update: (body: SmsChannelInput) => http.put<boolean>('/system/sms-channel/update', body),
  remove: (id: number) => http.delete<boolean>('/system/sms-channel/delete', { id }),
};
