import type { Static } from 'typebox';
import type { AuthorizeInfo, OAuth2ClientCreate, OAuth2ClientFilter, OAuth2ClientRow, OAuth2TokenFilter, OAuth2TokenRow } from '@console/contracts/system/oauth2';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type OAuth2Client = Static<typeof OAuth2ClientRow>;
export type OAuth2ClientFilters = Static<typeof OAuth2ClientFilter>;
export type OAuth2ClientInput = Static<typeof OAuth2ClientCreate> & { id?: number };
export type OAuth2Token = Static<typeof OAuth2TokenRow>;
export type OAuth2TokenFilters = Static<typeof OAuth2TokenFilter>;
export type AuthorizeInfoAnswer = Static<typeof AuthorizeInfo>;

export const oauth2ClientApi = {
  page: (query: OAuth2ClientFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<OAuth2Client>>('/system/oauth2-client/page', query),
  get: (id: number) => http.get<OAuth2Client>('/system/oauth2-client/get', { id }),
  create: (body: OAuth2ClientInput) => http.post<number>('/system/oauth2-client/create', body),
  update: (body: OAuth2ClientInput) => http.put<boolean>('/system/oauth2-client/update', body),
  remove: (id: number) => http.delete<boolean>('/system/oauth2-client/delete', { id }),
};

/** The tenants a client may be granted: the platform's tenant list, searched by name (a page of the newest 100). */
export const tenantChoicesApi = {
  search: async (name: string): Promise<Array<{ id: number; name: string }>> =>
    (await http.get<PageResult<{ id: number; name: string }>>('/system/tenant/page', { pageNo: 1, pageSize: 100, name: name.trim() || undefined })).list.map(({ id, name: tenantName }) => ({
      id,
      name: tenantName,
    })),
};

export const oauth2TokenApi = {
  page: (query: OAuth2TokenFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<OAuth2Token>>('/system/oauth2-token/page', query),
  revoke: (id: number) => http.delete<boolean>('/system/oauth2-token/delete', { id }),
};

/** The consent page's calls (reference §2.7): parameters in the query string, the scope answers as a JSON map. */
export const authorizeApi = {
  info: (clientId: string) => http.get<AuthorizeInfoAnswer>('/system/oauth2/authorize', { clientId }),
  decide: (params: { responseType: string; clientId: string; redirectUri: string; state?: string; autoApprove: boolean; scopes: Record<string, boolean> }) =>
    http.post<string | null>('/system/oauth2/authorize', undefined, {
      params: {
        response_type: params.responseType,
        client_id: params.clientId,
        redirect_uri: params.redirectUri,
        state: params.state,
        auto_approve: params.autoApprove,
        scope: JSON.stringify(params.scopes),
      },
    }),
};
