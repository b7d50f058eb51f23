import type { Static } from 'typebox';
import type { NotifyMessageMyFilter, NotifyMessageRow } from '@console/contracts/system/notify-message';
import { http } from '@/shared/api/http';
import type { PageParams, PageResult } from '@/shared/api/types';

/** A message as the server lists it (the Vue 3 UI's NotifyMessageVO); `templateContent` is text, never markup. */
export type NotifyMessage = Static<typeof NotifyMessageRow>;

export type MyMessageFilters = Static<typeof NotifyMessageMyFilter>;

/** How many unread messages the bell's popover shows. */
export const BELL_LIST_SIZE = 5;

/** The signed-in user's own messages (login only: no permission is needed to read one's own). */
export const myNotifyApi = {
  page: (query: MyMessageFilters & PageParams) => http.get<PageResult<NotifyMessage>>('/system/notify-message/my-page', query),
  // Polled: a failure tells the user nothing (a 401 still goes through the session's refresh and sign-in flow).
  unreadCount: () => http.get<number>('/system/notify-message/get-unread-count', undefined, { quiet: true }),
  unreadList: () => http.get<NotifyMessage[]>('/system/notify-message/get-unread-list', { size: BELL_LIST_SIZE }),
  // ids=1&ids=2, as the Vue 3 UI sends them.
  markRead: (ids: readonly number[]) => http.put<boolean>(`/system/notify-message/update-read?${ids.map((id) => `ids=${id}`).join('&')}`),
  markAllRead: () => http.put<boolean>('/system/notify-message/update-all-read'),
};
