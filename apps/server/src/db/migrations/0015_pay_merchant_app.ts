/**
 * Payment, first part (reference pay-bpm §1.2): merchants and their apps, per tenant as the original's
 * TenantBaseDO. The merchant number is made by the server and unique per tenant by index.
 */
export const version = '0015_pay_merchant_app';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
create table pay_merchant (
  id bigserial primary key,
  no varchar(32) not null,
  name varchar(64) not null,
  short_name varchar(64) not null,
  status smallint not null default 0,
  remark varchar(255),${audit},
  tenant_id bigint not null
);
create unique index uk_pay_merchant_no on pay_merchant (tenant_id, no);

create table pay_app (
  id bigserial primary key,
  name varchar(64) not null,
  status smallint not null default 0,
  remark varchar(255),
  pay_notify_url varchar(1024) not null,
  refund_notify_url varchar(1024) not null,
  merchant_id bigint not null references pay_merchant (id),${audit},
  tenant_id bigint not null
);
create index idx_pay_app_merchant on pay_app (merchant_id);
`;
