import type { Static } from 'typebox';
import type { SmsTemplateCreate, SmsTemplateFilter, SmsTemplateRow, SmsTemplateSend } from '@console/contracts/system/sms-template';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type SmsTemplate = Static<typeof SmsTemplateRow>;
export type SmsTemplateFilters = Static<typeof SmsTemplateFilter>;
export type SmsTemplateInput = Static<typeof SmsTemplateCreate> & { id?: number };
export type SmsSendInput = Static<typeof SmsTemplateSend>;

export const smsTemplateApi = {
  page: (query: SmsTemplateFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<SmsTemplate>>('/system/sms-template/page', query),
  get: (id: number) => http.get<SmsTemplate>('/system/sms-template/get', { id }),
  create: (body: SmsTemplateInput) => http.post<number>('/system/sms-template/create', body),
  update: (body: SmsTemplateInput) => http.put<boolean>('/system/sms-template/update', body),
  remove: (id: number) => http.delete<boolean>('/system/sms-template/delete', { id }),
  export: (filters: SmsTemplateFilters) => http.getBlob('/system/sms-template/export-excel', filters),
  /** Answers the send log's id. */
  send: (body: SmsSendInput) => http.post<number>('/system/sms-template/send-sms', body),
};
