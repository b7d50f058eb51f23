import { useMemo } from 'react';
import { usePendingLawyerCount } from '../features/audit/lawyer/use-pending-count';
import type { MenuBadges } from './menu-items';

/** Counts the sidebar shows beside menu entries, keyed by the menu's component; one hook per feature that has one. */
export function useMenuBadges(): MenuBadges {
  const pendingLawyers = usePendingLawyerCount();
  return useMemo((): MenuBadges => (pendingLawyers ? { 'audit/lawyer/index': pendingLawyers } : {}), [pendingLawyers]);
}
