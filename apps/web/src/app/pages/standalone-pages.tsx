import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/shared/api/query-client';
import SwaggerPage from '@/features/infra/swagger/pages/index';
import DbMonitorPage from '@/features/infra/dbMonitor/pages/index';

/**
 * Screens without the shell, where the original Vue 2 UI frames the Java servlets it had: its 系统接口 frames
 * /doc.html (knife4j) and its 数据库监控 /druid/index.html (Druid); the server sends those to /admin/doc and
 * /admin/druid. For a user signed in as in the rest of the app (the routes sit under the session gate); the API
 * still checks each screen's permission.
 */
function Standalone({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <main className="standalone-page">{children}</main>
    </QueryClientProvider>
  );
}

export function StandaloneApiDocPage() {
  return (
    <Standalone>
      <SwaggerPage />
    </Standalone>
  );
}

export function StandaloneDbMonitorPage() {
  return (
    <Standalone>
      <DbMonitorPage />
    </Standalone>
  );
}
