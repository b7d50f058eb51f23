import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { useAuthStore } from '@/shared/auth/auth-store';
import { usePublicConfigStore } from '@/shared/config/public-config-store';
import { myNotifyApi } from './notify-message-api';
import { announceMessagesChanged, useMessagesChangedElsewhere } from './read-sync';

/** Root of every query about the user's messages: one invalidation refreshes the bell and 我的站内信 alike. */
export const NOTIFY_MESSAGE_KEY = ['system', 'notify-message'] as const;

/**
 * The unread count: asked every NOTIFY_POLL_SECONDS while the tab is visible, again when it regains focus, and at
 * once when another tab reads. Stops when signed out, and after a 401 (the session flow has taken over).
 */
export function useUnreadCount(): number | undefined {
  const signedIn = useAuthStore((state) => state.user !== null);
  const pollMs = usePublicConfigStore((state) => state.notifyPollSeconds) * 1000;
  const query = useQuery({
    queryKey: [...NOTIFY_MESSAGE_KEY, 'unread-count'],
    queryFn: myNotifyApi.unreadCount,
    enabled: signedIn,
    refetchInterval: (current) => (current.state.error instanceof ApiError && current.state.error.code === 401 ? false : pollMs),
    refetchOnWindowFocus: true,
    staleTime: 2_000,
  });
  return signedIn ? query.data : undefined;
}

/** The latest unread messages, for the bell's popover (asked while it is open). */
export function useUnreadList(enabled: boolean) {
  return useQuery({ queryKey: [...NOTIFY_MESSAGE_KEY, 'unread-list'], queryFn: myNotifyApi.unreadList, enabled, staleTime: 0 });
}

/** Refreshes this tab's message queries when another tab changes the user's messages. */
export function useMessagesSync(): void {
  const client = useQueryClient();
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: NOTIFY_MESSAGE_KEY }), [client]);
  useMessagesChangedElsewhere(refresh);
}

/** Marking read: the server, then this tab's queries, then the other tabs. */
export function useMarkRead() {
  const client = useQueryClient();
  const after = useCallback(async () => {
    announceMessagesChanged();
    await client.invalidateQueries({ queryKey: NOTIFY_MESSAGE_KEY });
  }, [client]);
  const markRead = useCallback(
    async (ids: readonly number[]) => {
      if (ids.length === 0) return;
      await myNotifyApi.markRead(ids);
      await after();
    },
    [after],
  );
  const markAllRead = useCallback(async () => {
    await myNotifyApi.markAllRead();
    await after();
  }, [after]);
  return { markRead, markAllRead };
}
