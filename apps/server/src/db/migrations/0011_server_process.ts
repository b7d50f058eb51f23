/** The processes serving this database, each writing a heartbeat with its figures (the server monitor reads them). */
export const version = '0011_server_process';

export const sql = `
create table infra_server_process (
  instance_id uuid primary key,
  host varchar(255) not null,
  pid integer not null,
  node_version varchar(32) not null,
  started_at timestamptz not null,
  heartbeat_at timestamptz not null,
  stats jsonb not null default '{}'
);
`;
