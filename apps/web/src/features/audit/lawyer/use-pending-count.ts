import { useQuery } from '@tanstack/react-query';
import { usePermission } from '@/shared/auth/use-permission';
import { countsQueryKey, lawyerApi } from './lawyer-api';

/** Applications waiting for a decision, for the menu badge: shared with the screen's own counts, refreshed each minute. */
export function usePendingLawyerCount(): number | undefined {
  const allowed = usePermission().hasPermi(['audit:lawyer:query']);
  const counts = useQuery({
    queryKey: countsQueryKey({}),
    queryFn: () => lawyerApi.counts({}, true),
    enabled: allowed,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
  return allowed ? counts.data?.pending : undefined;
}
