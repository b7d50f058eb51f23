/** OAuth2 constants the web app uses as values (no TypeBox here: see the lint rule on contract imports). */

/** The grant types a client may be given (dict system_oauth2_grant_type). */
export const OAUTH2_GRANT_TYPES = ['password', 'authorization_code', 'implicit', 'client_credentials', 'refresh_token'] as const;
/** The console's own client: the web app signs in through it (reference §2.4). */
export const CONSOLE_CLIENT_ID = 'default';
