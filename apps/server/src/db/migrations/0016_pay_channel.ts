/**
 * Payment channels (reference pay-bpm §1.2): one row per channel code per app, its gateway config as JSON text.
 * The reference checks the (app, code) rule in its service only; here it is a unique index. Channels go with their app.
 */
export const version = '0016_pay_channel';

export const sql = `
create table pay_channel (
  id bigserial primary key,
  code varchar(32) not null,
  status smallint not null default 0,
  remark varchar(255),
  fee_rate double precision not null default 0,
  merchant_id bigint not null references pay_merchant (id),
  app_id bigint not null references pay_app (id) on delete cascade,
  config varchar(8192) not null,
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now(),
  tenant_id bigint not null
);
create unique index uk_pay_channel_app_code on pay_channel (tenant_id, app_id, code);
`;
