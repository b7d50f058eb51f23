import type { Static } from 'typebox';
import type { NotifyMessageFilter, NotifyMessageRow } from '@console/contracts/system/notify-message';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type NotifyMessage = Static<typeof NotifyMessageRow>;
export type NotifyMessageFilters = Static<typeof NotifyMessageFilter>;

/** 站内信 (the Vue 3 UI's api/system/notify/message): the administrator's list. The signed-in user's own messages: features/system/notify-message. */
export const notifyMessageApi = {
  page: (query: NotifyMessageFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<NotifyMessage>>('/system/notify-message/page', query),
  get: (id: number) => http.get<NotifyMessage>('/system/notify-message/get', { id }),
};
