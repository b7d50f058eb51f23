import type { Static } from 'typebox';
import type { NotifyMessageFilter, NotifyMessageMyFilter, NotifyMessageRow } from '@console/contracts/system/notify-message';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type NotifyMessage = Static<typeof NotifyMessageRow>;
export type NotifyMessageFilters = Static<typeof NotifyMessageFilter>;
export type MyNotifyMessageFilters = Static<typeof NotifyMessageMyFilter>;

/** 站内信 (the Vue 3 UI's api/system/notify/message): the administrator's list, and the signed-in user's own messages. */
export const notifyMessageApi = {
  page: (query: NotifyMessageFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<NotifyMessage>>('/system/notify-message/page', query),
  get: (id: number) => http.get<NotifyMessage>('/system/notify-message/get', { id }),
  myPage: (query: MyNotifyMessageFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<NotifyMessage>>('/system/notify-message/my-page', query),
  /** Only the caller's own messages change; at most 100 ids. */
  markRead: (ids: readonly number[]) => http.put<boolean>(`/system/notify-message/update-read?ids=${ids.join(',')}`),
  markAllRead: () => http.put<boolean>('/system/notify-message/update-all-read'),
  unreadCount: () => http.get<number>('/system/notify-message/get-unread-count'),
  /** The latest unread messages, newest first; `size` 1..50 (default 10). */
  unreadList: (size?: number) => http.get<NotifyMessage[]>('/system/notify-message/get-unread-list', size === undefined ? undefined : { size }),
};
