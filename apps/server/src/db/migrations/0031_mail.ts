/**
 * 邮件 (the reference's system_mail_account, system_mail_template, system_mail_log). Unlike the reference all three
 * are per tenant: an account holds a tenant's SMTP password, and a template's code is unique within its tenant (a
 * constraint, not only a check). `password` holds the password sealed (platform/secret-box.ts), never the text.
 * Recipients are text arrays (the reference joins them with commas in one varchar).
 */
export const version = '0031_mail';

const audit = (table: string) => `
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now(),
  tenant_id bigint not null default 0,
  constraint pk_${table} primary key (id)`;

const auditComments = (table: string) => `
comment on column ${table}.creator is '创建者';
comment on column ${table}.create_time is '创建时间';
comment on column ${table}.updater is '更新者';
comment on column ${table}.update_time is '更新时间';
comment on column ${table}.tenant_id is '租户编号';`;

export const sql = `
create table system_mail_account (
  id bigserial,
  mail varchar(255) not null,
  username varchar(255) not null,
  password varchar(1024) not null,
  host varchar(255) not null,
  port integer not null,
  ssl_enable boolean not null default false,
  starttls_enable boolean not null default false,${audit('system_mail_account')}
);
create index idx_system_mail_account_page on system_mail_account (tenant_id, id desc);
comment on table system_mail_account is '邮箱账号表';
comment on column system_mail_account.id is '主键';
comment on column system_mail_account.mail is '邮箱';
comment on column system_mail_account.username is '用户名';
comment on column system_mail_account.password is '密码（加密保存）';
comment on column system_mail_account.host is 'SMTP 服务器域名';
comment on column system_mail_account.port is 'SMTP 服务器端口';
comment on column system_mail_account.ssl_enable is '是否开启 SSL';
comment on column system_mail_account.starttls_enable is '是否开启 STARTTLS';${auditComments('system_mail_account')}

create table system_mail_template (
  id bigserial,
  name varchar(63) not null,
  code varchar(63) not null,
  account_id bigint not null references system_mail_account (id),
  nickname varchar(255),
  title varchar(255) not null,
  content varchar(10240) not null,
  params varchar(2048) not null default '[]',
  status smallint not null,
  remark varchar(255),${audit('system_mail_template')},
  constraint uk_system_mail_template_code unique (tenant_id, code)
);
create index idx_system_mail_template_account on system_mail_template (account_id);
comment on table system_mail_template is '邮件模版表';
comment on column system_mail_template.id is '编号';
comment on column system_mail_template.name is '模板名称';
comment on column system_mail_template.code is '模板编码（租户内唯一）';
comment on column system_mail_template.account_id is '发送的邮箱账号编号';
comment on column system_mail_template.nickname is '发送人名称';
comment on column system_mail_template.title is '模板标题';
comment on column system_mail_template.content is '模板内容';
comment on column system_mail_template.params is '参数数组（JSON）';
comment on column system_mail_template.status is '开启状态';
comment on column system_mail_template.remark is '备注';${auditComments('system_mail_template')}

create table system_mail_log (
  id bigserial,
  user_id bigint,
  user_type smallint,
  to_mails varchar(255)[] not null,
  cc_mails varchar(255)[] not null default '{}',
  bcc_mails varchar(255)[] not null default '{}',
  account_id bigint not null,
  from_mail varchar(255) not null,
  template_id bigint not null,
  template_code varchar(63) not null,
  template_nickname varchar(255),
  template_title varchar(1024) not null,
  template_content text not null,
  template_params text not null default '{}',
  send_status smallint not null default 0,
  send_time timestamptz,
  send_message_id varchar(255),
  send_exception varchar(4096),${audit('system_mail_log')}
);
create index idx_system_mail_log_page on system_mail_log (tenant_id, id desc);
comment on table system_mail_log is '邮件日志表';
comment on column system_mail_log.id is '编号';
comment on column system_mail_log.user_id is '用户编号';
comment on column system_mail_log.user_type is '用户类型';
comment on column system_mail_log.to_mails is '接收邮箱地址';
comment on column system_mail_log.cc_mails is '抄送邮箱地址';
comment on column system_mail_log.bcc_mails is '密送邮箱地址';
comment on column system_mail_log.account_id is '邮箱账号编号';
comment on column system_mail_log.from_mail is '发送邮箱地址';
comment on column system_mail_log.template_id is '模板编号';
comment on column system_mail_log.template_code is '模板编码';
comment on column system_mail_log.template_nickname is '模版发送人名称';
comment on column system_mail_log.template_title is '邮件标题';
comment on column system_mail_log.template_content is '邮件内容';
comment on column system_mail_log.template_params is '邮件参数（JSON）';
comment on column system_mail_log.send_status is '发送状态';
comment on column system_mail_log.send_time is '发送时间';
comment on column system_mail_log.send_message_id is '发送返回的消息 ID';
comment on column system_mail_log.send_exception is '发送异常';${auditComments('system_mail_log')}
`;
