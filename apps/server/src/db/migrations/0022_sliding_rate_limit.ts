/**
 * Rate limits become sliding windows: a key keeps the times (epoch ms) of its last accepted hits, at most the limit's
 * number of them, so "no more than N in any window-long span" is decided exactly by the oldest of the last N. Fixed
 * windows aligned to the clock let a client make twice the limit around each boundary. Old counters are dropped:
 * they describe windows that the new rule does not know.
 */
export const version = '0022_sliding_rate_limit';

export const sql = `
drop table system_rate_limit;
create table system_rate_limit (
  key varchar(200) primary key,
  hits bigint[] not null,
  allowed boolean not null,
  expire_time timestamptz not null
);
create index idx_system_rate_limit_expire on system_rate_limit (expire_time);
`;
