import { sql } from 'kysely';
import type { Db } from '../database';
import { tableExists } from '../migrate';
import { hashPassword } from '../../platform/password';
import { SEED_DICT_DATA, SEED_DICT_TYPES } from './dicts';
import { seedOaLeave } from './oa-leave';
import { seedLawyerDemo } from './lawyers';
import { seedPayDemo } from './pay-demo';
import { SEED_JOBS } from './jobs';
import { FORMER_MENU_COMPONENTS, SEED_MENUS } from './menus';
import { SEED_MENU_COMPONENT_NAMES } from './menu-component-names';
import { SEED_OAUTH2_CLIENTS } from './oauth2';
import { SEED_SMS_CHANNELS, SEED_SMS_TEMPLATES } from './sms';

export const SYSTEM_TENANT_ID = 1;
export const ADMIN_USER_ID = 1;

/**
 * The version of the seed's content. Whoever changes what the seed inserts (menus, dictionaries, demo
 * rows, anything below) bumps it: a start-up runs the seed only when the version recorded in the
 * database (table seed_version) differs from this one, so restarts skip it and an upgrade applies it.
 */
export const SEED_VERSION = 24;

// Any fixed number: serialises concurrent seeders across processes on one PostgreSQL.
const SEED_LOCK = 48080002;

async function appliedSeedVersion(db: Db): Promise<number | undefined> {
  if (!(await tableExists(db, 'seed_version'))) return undefined;
  return (await sql<{ version: number }>`select version from seed_version where id = 1`.execute(db)).rows[0]?.version;
}

/**
 * In the seed's transaction: whether this process is to seed (it then records the version it seeds), and the version
 * the database had before (undefined: never seeded), for what is seeded once (seedPayDemo).
 */
async function claimSeedVersion(trx: Db): Promise<{ previous: number | undefined } | null> {
  await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
  await sql`create table if not exists seed_version (
    id smallint primary key check (id = 1),
    version integer not null,
    applied_at timestamptz not null default now()
  )`.execute(trx);
  // Every table has a comment (migration 0025); this one is the seed's own.
  await sql`comment on table seed_version is '种子数据版本表';
    comment on column seed_version.id is '编号（固定为 1）';
    comment on column seed_version.version is '种子数据版本';
    comment on column seed_version.applied_at is '执行时间'`.execute(trx);
  const previous = await appliedSeedVersion(trx);
  if (previous === SEED_VERSION) return null;
  await sql`insert into seed_version (id, version) values (1, ${SEED_VERSION})
    on conflict (id) do update set version = excluded.version, applied_at = now()`.execute(trx);
  return { previous };
}

const DEPTS = [
  { id: 100, name: '芋道源码', parentId: 0, sort: 0, leaderUserId: 1 },
  { id: 101, name: '深圳总公司', parentId: 100, sort: 1, leaderUserId: null },
  { id: 102, name: '长沙分公司', parentId: 100, sort: 2, leaderUserId: null },
  { id: 103, name: '研发部门', parentId: 101, sort: 1, leaderUserId: null },
  { id: 104, name: '市场部门', parentId: 101, sort: 2, leaderUserId: null },
  { id: 105, name: '测试部门', parentId: 101, sort: 3, leaderUserId: null },
  { id: 106, name: '财务部门', parentId: 101, sort: 4, leaderUserId: null },
  { id: 107, name: '运维部门', parentId: 101, sort: 5, leaderUserId: null },
  { id: 108, name: '市场部门', parentId: 102, sort: 1, leaderUserId: null },
  { id: 109, name: '财务部门', parentId: 102, sort: 2, leaderUserId: null },
];

const POSTS = [
  { id: 1, code: 'ceo', name: '董事长', sort: 1 },
  { id: 2, code: 'se', name: '项目经理', sort: 2 },
  { id: 4, code: 'user', name: '普通员工', sort: 4 },
];

const ROLES = [
  { id: 1, name: '超级管理员', code: 'super_admin', sort: 1, dataScope: 1, type: 1, remark: '超级管理员' },
  { id: 2, name: '普通角色', code: 'common', sort: 2, dataScope: 2, type: 1, remark: '普通角色' },
];

const CONFIGS = [
  { id: 1, category: 'ui', type: 1, name: '主框架页-默认皮肤样式名称', configKey: 'sys.index.skinName', value: 'skin-blue', remark: '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow' },
  { id: 2, category: 'biz', type: 1, name: '用户管理-账号初始密码', configKey: 'sys.user.init-password', value: '123456', remark: '初始化密码 123456' },
  { id: 3, category: 'ui', type: 1, name: '主框架页-侧边栏主题', configKey: 'sys.index.sideTheme', value: 'theme-dark', remark: '深色主题theme-dark，浅色主题theme-light' },
];

const TABLES_WITH_SEEDED_IDS = [
  'system_tenant',
  'system_dept',
  'system_post',
  'system_role',
  'system_users',
  'system_menu',
  'system_dict_type',
  'infra_config',
  'infra_job',
  'system_sms_channel',
  'system_sms_template',
  'system_oauth2_client',
] as const;

/**
 * Idempotent: rows are inserted by fixed id and skipped when present, so a run neither duplicates nor
 * overwrites what administrators changed, and menus or dictionaries added by a new release appear.
 * Depts, posts, roles and menus are also skipped when a row of the same name (or code) holds their place
 * under a unique rule (migration 0006): an administrator who deleted a seeded row and made their own keeps it,
 * and start-up does not fail on the unique index.
 * Runs only when SEED_VERSION differs from the one recorded; answers whether it ran.
 */
export async function seed(db: Db): Promise<boolean> {
  if ((await appliedSeedVersion(db)) === SEED_VERSION) return false;
  const adminExists = await db.selectFrom('system_users').select('id').where('id', '=', ADMIN_USER_ID).executeTakeFirst();
  const adminHash = adminExists ? undefined : await hashPassword('admin123');

  let ran = false;
  await db.transaction().execute(async (trx) => {
    // Another process starting at the same time may have seeded while this one waited for the lock.
    const claimed = await claimSeedVersion(trx);
    if (!claimed) return;
    ran = true;
    const audit = { creator: '1', updater: '1' };
    await trx
      .insertInto('system_tenant')
      .values({
        id: SYSTEM_TENANT_ID,
        name: '默认租户',
        contactUserId: ADMIN_USER_ID,
        contactName: '管理员',
        contactMobile: '15612345678',
        status: 0,
        packageId: 0,
        expireTime: new Date('2099-12-31T23:59:59Z'),
        accountCount: 9999,
        ...audit,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    await trx
      .insertInto('system_dept')
      .values(DEPTS.map((d) => ({ ...d, phone: '15888888888', email: 'ry@qq.com', status: 0, tenantId: SYSTEM_TENANT_ID, ...audit })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Seeds before 24 named the original's demo users 103 and 104 as leaders, users this seed never creates: both
    // upstream UIs then showed 未知【103】. A leader an administrator has since set (an existing user) stays.
    await sql`update system_dept d set leader_user_id = null
      where d.id in (101, 103, 106) and d.leader_user_id in (103, 104)
        and not exists (select 1 from system_users u where u.id = d.leader_user_id)`.execute(trx);
    await trx
      .insertInto('system_post')
      .values(POSTS.map((p) => ({ ...p, status: 0, remark: null, tenantId: SYSTEM_TENANT_ID, ...audit })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('system_role')
      .values(ROLES.map((r) => ({ ...r, status: 0, dataScopeDeptIds: '[]', tenantId: SYSTEM_TENANT_ID, ...audit })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    if (adminHash) {
      await trx
        .insertInto('system_users')
        .values({
          id: ADMIN_USER_ID,
          username: 'admin',
          password: adminHash,
          nickname: '芋道源码',
          remark: '管理员',
          deptId: 103,
          postIds: '[1]',
          email: 'aoteman@126.com',
          mobile: '15612345678',
          sex: 1,
          status: 0,
          tenantId: SYSTEM_TENANT_ID,
          ...audit,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('system_user_role')
        .values([1, 2].map((roleId) => ({ userId: ADMIN_USER_ID, roleId, tenantId: SYSTEM_TENANT_ID, ...audit })))
        .onConflict((oc) => oc.columns(['userId', 'roleId']).doNothing())
        .execute();
      await trx
        .insertInto('system_user_post')
        .values({ userId: ADMIN_USER_ID, postId: 1, tenantId: SYSTEM_TENANT_ID, ...audit })
        .execute();
    }

    await trx
      .insertInto('system_menu')
      .values(SEED_MENUS.map((m) => ({ ...m, componentName: SEED_MENU_COMPONENT_NAMES[m.id] ?? '', ...audit })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const { id, from, to } of FORMER_MENU_COMPONENTS) {
      await trx.updateTable('system_menu').set({ component: to }).where('id', '=', id).where('component', '=', from).execute();
    }
    // Menus seeded before route names were stored (migration 0030) get theirs, unless an administrator gave one.
    const named = Object.entries(SEED_MENU_COMPONENT_NAMES).map(([id, name]) => sql`(${Number(id)}::bigint, ${name}::varchar)`);
    await sql`update system_menu m set component_name = v.name from (values ${sql.join(named)}) as v(id, name)
      where m.id = v.id and m.component_name = ''`.execute(trx);
    await trx
      .insertInto('system_dict_type')
      .values(SEED_DICT_TYPES.map((t) => ({ ...t, ...audit })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('system_dict_data')
      .values(SEED_DICT_DATA.map((d) => ({ ...d, ...audit })))
      .onConflict((oc) => oc.columns(['dictType', 'value']).doNothing())
      .execute();
    await trx
      .insertInto('infra_config')
      .values(CONFIGS.map((c) => ({ ...c, visible: false, ...audit })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('infra_job')
      .values(SEED_JOBS.map((j) => ({ ...j, ...audit })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('system_sms_channel')
      .values(SEED_SMS_CHANNELS.map((c) => ({ ...c, ...audit })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('system_sms_template')
      .values(SEED_SMS_TEMPLATES.map((t) => ({ ...t, ...audit })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const newClients = await trx
      .insertInto('system_oauth2_client')
      .values(SEED_OAUTH2_CLIENTS.map((c) => ({ ...c, ...audit })))
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    // A client is used in the tenants granted to it: the seeded one in the system tenant. A client already there keeps
    // whatever tenants the platform gave it.
    if (newClients.length) {
      await trx
        .insertInto('system_oauth2_client_tenant')
        .values(newClients.map((c) => ({ clientId: c.id, tenantId: SYSTEM_TENANT_ID })))
        .execute();
    }

    // Explicit ids leave the sequences behind; move them past the seeded rows.
    for (const table of TABLES_WITH_SEEDED_IDS) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(trx);
    }
    await seedLawyerDemo(trx, SYSTEM_TENANT_ID);
    await seedOaLeave(trx, SYSTEM_TENANT_ID);
    await seedPayDemo(trx, SYSTEM_TENANT_ID, claimed.previous);
  });
  return ran;
}
