/**
 * Payment, second part (reference pay-bpm §1.2): orders, their submit attempts (extensions), refunds,
 * the merchant notifications with their attempt log, and the demo orders of the 示例订单 screen. Per tenant.
 *
 * The rules the original kept in its services are constraints here, so concurrent requests cannot break them:
 * one order per (app, merchant order id), one refund per (app, merchant refund id), one notification task per
 * order or refund, the gateway numbers unique, and an order's refunded total never above its amount.
 */
export const version = '0017_pay_order';

const audit = `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()`;

export const sql = `
-- The numbers sent to gateways (out_trade_no, out_refund_no): a timestamp and this sequence's last six digits.
create sequence pay_no_seq;

create table pay_order (
  id bigserial primary key,
  merchant_id bigint not null references pay_merchant (id),
  app_id bigint not null references pay_app (id),
  channel_id bigint,
  channel_code varchar(32),
  merchant_order_id varchar(64) not null,
  subject varchar(32) not null,
  body varchar(128) not null,
  notify_url varchar(1024) not null,
  notify_status smallint not null default 0,
  amount bigint not null check (amount > 0),
  channel_fee_rate double precision not null default 0,
  channel_fee_amount bigint not null default 0,
  status smallint not null default 0 check (status in (0, 10, 20)),
  user_ip varchar(50) not null,
  expire_time timestamptz not null,
  success_time timestamptz,
  notify_time timestamptz,
  success_extension_id bigint,
  refund_status smallint not null default 0,
  refund_times integer not null default 0,
  refund_amount bigint not null default 0,
  channel_user_id varchar(255),
  channel_order_no varchar(64),${audit},
  tenant_id bigint not null,
  constraint ck_pay_order_refund_amount check (refund_amount >= 0 and refund_amount <= amount)
);
create unique index uk_pay_order_merchant_order on pay_order (tenant_id, app_id, merchant_order_id);
create index idx_pay_order_create_time on pay_order (tenant_id, create_time);
create index idx_pay_order_waiting on pay_order (expire_time) where status = 0;

create table pay_order_extension (
  id bigserial primary key,
  no varchar(64) not null,
  order_id bigint not null references pay_order (id),
  channel_id bigint not null,
  channel_code varchar(32) not null,
  user_ip varchar(50) not null,
  status smallint not null default 0,
  channel_extras varchar(1024),
  channel_notify_data varchar(4096),${audit},
  tenant_id bigint not null
);
create unique index uk_pay_order_extension_no on pay_order_extension (no);
create index idx_pay_order_extension_order on pay_order_extension (order_id);

create table pay_refund (
  id bigserial primary key,
  no varchar(64) not null,
  merchant_id bigint not null,
  app_id bigint not null,
  channel_id bigint not null,
  channel_code varchar(32) not null,
  order_id bigint not null references pay_order (id),
  trade_no varchar(64) not null,
  merchant_order_id varchar(64) not null,
  merchant_refund_no varchar(64) not null,
  notify_url varchar(1024) not null,
  notify_status smallint not null default 0,
  status smallint not null default 0 check (status in (0, 1, 2, 99)),
  type smallint not null,
  pay_amount bigint not null,
  refund_amount bigint not null check (refund_amount > 0),
  reason varchar(256) not null,
  user_ip varchar(50),
  channel_order_no varchar(64) not null,
  channel_refund_no varchar(64),
  channel_error_code varchar(128),
  channel_error_msg varchar(256),
  channel_extras varchar(1024),
  channel_notify_data varchar(4096),
  expire_time timestamptz,
  success_time timestamptz,
  notify_time timestamptz,${audit},
  tenant_id bigint not null
);
create unique index uk_pay_refund_no on pay_refund (no);
create unique index uk_pay_refund_merchant_refund on pay_refund (tenant_id, app_id, merchant_refund_no);
create index idx_pay_refund_order on pay_refund (order_id);
create index idx_pay_refund_create_time on pay_refund (tenant_id, create_time);

create table pay_notify_task (
  id bigserial primary key,
  merchant_id bigint not null,
  app_id bigint not null,
  type smallint not null,
  data_id bigint not null,
  status smallint not null default 1,
  merchant_order_id varchar(64) not null,
  next_notify_time timestamptz not null,
  last_execute_time timestamptz,
  notify_times integer not null default 0,
  max_notify_times integer not null,
  notify_url varchar(1024) not null,${audit},
  tenant_id bigint not null
);
create unique index uk_pay_notify_task_data on pay_notify_task (tenant_id, type, data_id);
create index idx_pay_notify_task_due on pay_notify_task (next_notify_time) where status in (1, 4, 5);

create table pay_notify_log (
  id bigserial primary key,
  task_id bigint not null references pay_notify_task (id) on delete cascade,
  notify_times integer not null,
  request varchar(2048) not null,
  response varchar(2048) not null,
  status smallint not null,
  duration integer not null,${audit},
  tenant_id bigint not null
);
create index idx_pay_notify_log_task on pay_notify_log (task_id);

create table pay_demo_order (
  id bigserial primary key,
  user_id bigint not null,
  app_id bigint not null,
  spu_id bigint not null,
  spu_name varchar(64) not null,
  price bigint not null,
  -- Paid, refunded: read from the pay order, the one record of it.
  pay_order_id bigint not null references pay_order (id),${audit},
  tenant_id bigint not null
);
`;
