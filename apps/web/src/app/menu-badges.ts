import { useMemo } from 'react';
import { usePendingLawyerCount } from '../features/audit/lawyer/use-pending-count';
import type { MenuBadges } from '../layout/menu-items';

/** The sidebar's counts, keyed by the menu's component; one hook per feature that has one (given to the layout by main.tsx). */
export function useAppMenuBadges(): MenuBadges {
  const pendingLawyers = usePendingLawyerCount();
  return useMemo((): MenuBadges => (pendingLawyers ? { 'audit/lawyer/index': pendingLawyers } : {}), [pendingLawyers]);
}
