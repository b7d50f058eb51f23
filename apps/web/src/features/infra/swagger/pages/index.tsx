import { useEffect, useRef } from 'react';
import { Alert, Card, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import { http } from '@/shared/api/http';
import { swaggerApi } from '../swagger-api';
import '../texts';
import '../swagger.css';

/**
 * 系统接口 (component infra/swagger/index, devtools reference §8.3): the OpenAPI document rendered by Swagger UI, for
 * holders of infra:swagger:list in any environment. Swagger UI (its own React inside, prebuilt) comes only with this
 * screen's chunk; its "Try it out" requests carry the session's token and tenant.
 */
export default function SwaggerPage() {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const document = useQuery({ queryKey: ['infra', 'swagger', 'document'], queryFn: swaggerApi.document, staleTime: Infinity });

  useEffect(() => {
    if (!document.data || !holder.current) return;
    // Swagger UI keeps its own React root; a node of its own is dropped whole when the document changes or the
    // screen closes.
    const node = holder.current.appendChild(window.document.createElement('div'));
    SwaggerUI({
      domNode: node,
      spec: document.data,
      deepLinking: false,
      // The public validator would receive the document; this console calls nothing outside itself.
      validatorUrl: null,
      docExpansion: 'none',
      defaultModelsExpandDepth: -1,
      filter: true,
      displayRequestDuration: true,
      requestInterceptor: (request) => {
        Object.assign(request.headers, http.sessionHeaders());
        return request;
      },
    });
    return () => node.remove();
  }, [document.data]);

  return (
    <Card className="page-card infra-swagger">
      <Typography.Paragraph type="secondary">{t('infraSwagger.intro')}</Typography.Paragraph>
      {document.isError && <Alert type="error" showIcon title={t('infraSwagger.loadFailed')} />}
      {document.isLoading && <Spin className="infra-swagger-loading" />}
      <div ref={holder} className="infra-swagger-ui" />
    </Card>
  );
}
