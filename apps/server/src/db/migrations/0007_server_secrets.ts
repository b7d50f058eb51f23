/**
 * Keys the server generates for itself and every process must share (e.g. the key that signs private file URLs).
 * Rows are created on first start with random values from Node's CSPRNG (platform/secrets.ts); never shown in
 * any screen, unlike infra_config.
 */
export const version = '0007_server_secrets';

export const sql = `
create table system_secret (
  name varchar(64) primary key,
  value bytea not null,
  create_time timestamptz not null default now()
);
`;
