import type { Static } from 'typebox';
import type { NotifyTemplateCreate, NotifyTemplateFilter, NotifyTemplateRow, NotifyTemplateSend } from '@console/contracts/system/notify-template';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type NotifyTemplate = Static<typeof NotifyTemplateRow>;
export type NotifyTemplateFilters = Static<typeof NotifyTemplateFilter>;
export type NotifyTemplateInput = Static<typeof NotifyTemplateCreate> & { id?: number };
export type NotifySendInput = Static<typeof NotifyTemplateSend>;

export const notifyTemplateApi = {
  page: (query: NotifyTemplateFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<NotifyTemplate>>('/system/notify-template/page', query),
  get: (id: number) => http.get<NotifyTemplate>('/system/notify-template/get', { id }),
  create: (body: NotifyTemplateInput) => http.post<number>('/system/notify-template/create', body),
  update: (body: NotifyTemplateInput) => http.put<boolean>('/system/notify-template/update', body),
  remove: (id: number) => http.delete<boolean>('/system/notify-template/delete', { id }),
  /** The message id, or null when the template is closed (nothing sent). */
  send: (body: NotifySendInput) => http.post<number | null>('/system/notify-template/send-notify', body),
};
