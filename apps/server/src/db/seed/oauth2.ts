import { CONSOLE_CLIENT_ID } from '@console/contracts/system/oauth2';

const list = (...values: string[]) => JSON.stringify(values);

/**
 * The console's own client (reference §4.1: `default`, secret admin123, 30 min / 12 h), which other apps may also
 * use to try the flows on one machine; an administrator registers real clients on 应用管理. Its redirect URIs are
 * the reference's; the lifetimes of the console's own sessions come from the server's settings.
 */
export const SEED_OAUTH2_CLIENTS = [
  {
    id: 1,
    clientId: CONSOLE_CLIENT_ID,
    secret: 'admin123',
    name: '芋道源码',
    logo: '/admin/favicon.svg',
    description: '我是描述',
    status: 0,
    accessTokenValiditySeconds: 1800,
    refreshTokenValiditySeconds: 43200,
    redirectUris: list('https://www.iocoder.cn', 'https://doc.iocoder.cn'),
    authorizedGrantTypes: list('password', 'authorization_code', 'implicit', 'refresh_token'),
    scopes: list('user.read', 'user.write'),
    autoApproveScopes: list(),
    authorities: list('user.read', 'user.write'),
    resourceIds: list(),
    additionalInformation: '{}',
  },
];
