-- 代码生成's proof corpus, MariaDB (a MySQL data source; test/proof/codegen.proof.ts). The console's database is
-- PostgreSQL, so the generated migration's translation of these tables is what the generated tests run on. A table the
-- generator must refuse is announced by a line `-- refused: <code>` just before it.

create table cm_legacy_audit (
  id bigint not null auto_increment primary key comment '编号',
  name varchar(30) not null comment '名称',
  status tinyint not null default 0 comment '状态',
  creator varchar(64) default '' comment '创建者',
  create_time datetime not null default current_timestamp comment '创建时间',
  updater varchar(64) default '' comment '更新者',
  update_time datetime not null default current_timestamp on update current_timestamp comment '更新时间',
  deleted bit(1) not null default b'0' comment '是否删除',
  tenant_id bigint not null default 0 comment '租户编号'
) comment 'MySQL 旧式审计列表';

create table cm_ints (
  id bigint not null auto_increment primary key,
  tiny tinyint(4) not null default 3,
  small smallint,
  small_unsigned smallint unsigned,
  medium mediumint,
  regular int(11) not null,
  regular_unsigned int unsigned,
  big bigint,
  made_in year
) comment 'MySQL 整数表';

create table cm_bools (
  id int not null auto_increment primary key,
  enabled tinyint(1) not null default 1,
  legacy_flag bit(1) default b'1',
  plain boolean not null default false
) comment 'MySQL 布尔表';

create table cm_decimals (
  id bigint not null auto_increment primary key,
  price decimal(10,2) not null default 0.00,
  precise decimal(30,10),
  whole decimal(5,0),
  ratio float,
  score double not null
) comment 'MySQL 小数表';

create table cm_text (
  id bigint not null auto_increment primary key,
  code char(8) not null,
  label varchar(100),
  short_text tinytext,
  body text,
  medium mediumtext,
  huge longtext
) comment 'MySQL 文本表';

create table cm_dates (
  id bigint not null auto_increment primary key,
  born date not null,
  alarm time,
  seen datetime,
  seen_ms datetime(3),
  stamped timestamp not null default current_timestamp(),
  opened date default '2020-01-01'
) comment 'MySQL 日期时间表';

create table cm_enum (
  id bigint not null auto_increment primary key,
  state enum('draft', 'published', 'it''s done') not null default 'draft',
  spare enum('x', 'y'),
  picks set('a', 'b')
) comment 'MySQL 枚举表';

create table cm_json (
  id bigint not null auto_increment primary key,
  doc json
) comment 'MySQL JSON 表';

create table cm_generated (
  id bigint not null auto_increment primary key,
  price decimal(10,2) not null,
  qty int not null,
  total decimal(12,2) as (price * qty) virtual
) comment 'MySQL 生成列表';

create table cm_int_key (
  id int not null primary key,
  title varchar(40) not null
) comment 'MySQL 无自增整数主键表';

create table cm_reserved (
  id bigint not null auto_increment primary key,
  `order` int not null,
  `desc` varchar(40),
  `group` varchar(40) not null default 'g'
) comment 'MySQL 保留字列表';

create table `cmMixedCase` (
  id bigint not null auto_increment primary key,
  `displayName` varchar(60) not null,
  `Score` int
) comment 'MySQL 大小写混合表';

create table cm_omitted (
  id bigint not null auto_increment primary key,
  name varchar(40) not null,
  photo blob,
  spot geometry,
  mask bit(8)
) comment 'MySQL 含无法表示类型的表';

create table cm_string_defaults (
  id bigint not null auto_increment primary key,
  quoted varchar(20) not null default 'it''s',
  empty varchar(20) not null default '',
  numeric_text varchar(20) not null default '5',
  token char(36) not null default uuid()
) comment 'MySQL 字符串默认值表';

create table cm_unsigned_key (
  id int unsigned not null auto_increment primary key,
  title varchar(40) not null
) comment 'MySQL 无符号主键表';

-- Comments written to escape whatever they are written into: a comment, a string, a template literal, a script tag.
create table cm_hostile (
  id bigint not null auto_increment primary key,
  title varchar(60) not null comment '标题${process.exit(72)}`+process.exit(73)+`',
  body text comment '正文 \' " \\ </script><script>process.exit(74)</script>',
  tick int not null default 0 comment '次数\r*/ process.exit(75); //',
  note varchar(60) comment '备注 process.exit(76) // */'
) comment 'cmt */ process.exit(71); /* x';

-- refused: 1003001023
create table cm_refused_nokey (
  a int,
  b varchar(20)
) comment 'MySQL 无主键表';

-- refused: 1003001024
create table cm_refused_pair (
  a int not null,
  b int not null,
  primary key (a, b)
) comment 'MySQL 复合主键表';

-- refused: 1003001025
create table cm_refused_blob (
  id bigint not null auto_increment primary key,
  payload mediumblob not null
) comment 'MySQL 必填二进制表';
