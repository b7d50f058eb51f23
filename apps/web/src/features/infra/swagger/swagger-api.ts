import { http } from '@/shared/api/http';

export const swaggerApi = {
  /** The OpenAPI document of every route (infra:swagger:list). */
  document: () => http.get<object>('/infra/swagger/api-docs'),
};
