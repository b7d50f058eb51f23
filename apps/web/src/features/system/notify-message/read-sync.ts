import { useEffect } from 'react';

const CHANNEL_NAME = 'console-notify-message';

// One channel per tab: a BroadcastChannel never hears its own posts, so a tab is not told what it just did.
let channel: BroadcastChannel | null | undefined;
function tabChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tells the other tabs of this browser that the user's messages changed (read, or read all). */
export function announceMessagesChanged(): void {
  tabChannel()?.postMessage('changed');
}

/** Calls `onChange` when another tab says the user's messages changed. */
export function useMessagesChangedElsewhere(onChange: () => void): void {
  useEffect(() => {
    const current = tabChannel();
    if (!current) return;
    const listener = () => onChange();
    current.addEventListener('message', listener);
    return () => current.removeEventListener('message', listener);
  }, [onChange]);
}
