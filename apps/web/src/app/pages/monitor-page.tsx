import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/shared/api/query-client';
import ServerMonitorPage from '@/features/infra/server/pages/index';

/**
 * /applications: the process monitor (服务监控's screen) without the shell. The original Vue 2 UI's 服务监控 frames
 * /admin/applications, where the original served Spring Boot Admin; here it shows this stack's figures, for a user
 * signed in as in the rest of the app (the route sits under the session gate).
 */
export default function StandaloneMonitorPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <main className="standalone-page">
        <ServerMonitorPage />
      </main>
    </QueryClientProvider>
  );
}
