import type { Static } from 'typebox';
import type { MailAccountCreate, MailAccountFilter, MailAccountRow, MailAccountSimple } from '@console/contracts/system/mail-account';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type MailAccount = Static<typeof MailAccountRow>;
export type MailAccountFilters = Static<typeof MailAccountFilter>;
/** The password is optional on an edit: left empty (or the mask), the stored one stays. */
export type MailAccountInput = Omit<Static<typeof MailAccountCreate>, 'password'> & { id?: number; password?: string };
export type MailAccountOption = Static<typeof MailAccountSimple>;

export const mailAccountApi = {
  page: (query: MailAccountFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<MailAccount>>('/system/mail-account/page', query),
  get: (id: number) => http.get<MailAccount>('/system/mail-account/get', { id }),
  listSimple: () => http.get<MailAccountOption[]>('/system/mail-account/simple-list'),
  create: (body: MailAccountInput) => http.post<number>('/system/mail-account/create', body),
  update: (body: MailAccountInput) => http.put<boolean>('/system/mail-account/update', body),
  remove: (id: number) => http.delete<boolean>('/system/mail-account/delete', { id }),
};
