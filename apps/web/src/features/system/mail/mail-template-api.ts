import type { Static } from 'typebox';
import type { MailTemplateCreate, MailTemplateFilter, MailTemplateRow, MailTemplateSend } from '@console/contracts/system/mail-template';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type MailTemplate = Static<typeof MailTemplateRow>;
export type MailTemplateFilters = Static<typeof MailTemplateFilter>;
export type MailTemplateInput = Static<typeof MailTemplateCreate> & { id?: number };
export type MailSendInput = Static<typeof MailTemplateSend>;

export const mailTemplateApi = {
  page: (query: MailTemplateFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<MailTemplate>>('/system/mail-template/page', query),
  get: (id: number) => http.get<MailTemplate>('/system/mail-template/get', { id }),
  create: (body: MailTemplateInput) => http.post<number>('/system/mail-template/create', body),
  update: (body: MailTemplateInput) => http.put<boolean>('/system/mail-template/update', body),
  remove: (id: number) => http.delete<boolean>('/system/mail-template/delete', { id }),
  /** Answers the mail log's id at once; the send itself runs on the server's queue. */
  send: (body: MailSendInput) => http.post<number>('/system/mail-template/send-mail', body),
};
