import { primitiveText } from '@console/contracts/text';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_TABLES } from '../src/db/schema';
import { hashPassword } from '../src/platform/password';
import { allMenus, createPackage, createTenantViaApi, loginTo, readXlsx } from './support/tenant-helpers';
import { approvalBpmn, twoStepBpmn } from './support/bpmn';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Tenant isolation, walked over the route table so that a new endpoint cannot forget it.
 *
 * Two tenants, A and B, on a package holding every menu a tenant may hold, each seeded with the same
 * fixtures (users, roles, depts, posts, notices, login and operate logs) whose texts carry the tenant's
 * marker. Then, signed in as B's admin (multi-tenancy on, tenant-id header sent), EVERY
 * /admin-api/system/* route is classified from its URL, method and schema and exercised:
 *
 * - list / export (GET without an id): the answer (JSON or .xlsx cells) holds B's marker and never A's;
 * - get (GET with `id`/`userId`/`roleId`…): B's own id answers; A's id is refused or answers nothing;
 * - update (PUT, or POST with an id in the body): B's own row updates with a body built from the route's
 *   schema and the row; the same body built from A's row and ids is refused;
 * - delete (DELETE with an id): A's id is refused; B's own dependency-free row is deleted;
 * and after every attempt on A's ids, all of A's rows in every tenant table and every global table are
 * byte-for-byte what they were.
 *
 * The entity comes from the URL (`/system/<entity>/…`); an entity or an id parameter without a fixture
 * fails the test with "add a fixture for …".
 *
 * Global tables (reference §2.9): tenants and packages are platform-only (B's admin gets 403 everywhere,
 * whatever its package asks for); menus and dictionaries are shared reference data that tenants may read
 * but never write (403); so are SMS templates and sensitive words (channels are platform-only). See src/modules/system/tenant-package/platform-only.ts.
 */

type Kind = 'tenant' | 'platform' | 'shared';
type EntityKey =
  | 'user'
  | 'role'
  | 'dept'
  | 'post'
  | 'notice'
  | 'merchant'
  | 'app'
  | 'channel'
  | 'order'
  | 'refund'
  | 'demo'
  | 'form'
  | 'group'
  | 'model'
  | 'definition'
  | 'rule'
  | 'instance'
  | 'task'
  | 'leave'
  | 'rejectTask'
  | 'transferTask'
  | 'cancelInstance'
  | 'mailAccount'
  | 'mailAccountList'
  | 'mailTemplate'
  | 'mailTemplateList'
  | 'mailLog'
  | 'notifyTemplate'
  | 'notifyTemplateList'
  | 'notifyMessage';

interface EntityFixture {
  kind: Kind;
  /** Table behind `?id=` of this entity, for building bodies from rows. */
  table?: string;
  /** Which seeded fixture `?id=` refers to. */
  entity?: EntityKey;
}

/** By the URL segment after /system/. */
const ENTITIES: Record<string, EntityFixture> = {
  user: { kind: 'tenant', table: 'system_users', entity: 'user' },
  role: { kind: 'tenant', table: 'system_role', entity: 'role' },
  dept: { kind: 'tenant', table: 'system_dept', entity: 'dept' },
  post: { kind: 'tenant', table: 'system_post', entity: 'post' },
  notice: { kind: 'tenant', table: 'system_notice', entity: 'notice' },
  'login-log': { kind: 'tenant' },
  'operate-log': { kind: 'tenant' },
  'sms-log': { kind: 'tenant' },
  'mail-account': { kind: 'tenant', table: 'system_mail_account', entity: 'mailAccount' },
  'mail-template': { kind: 'tenant', table: 'system_mail_template', entity: 'mailTemplate' },
  'mail-log': { kind: 'tenant', table: 'system_mail_log', entity: 'mailLog' },
  'notify-template': { kind: 'tenant', table: 'system_notify_template', entity: 'notifyTemplate' },
  'notify-message': { kind: 'tenant', table: 'system_notify_message', entity: 'notifyMessage' },
  /** Grants: addressed by roleId / userId. */
  permission: { kind: 'tenant' },
  tenant: { kind: 'platform' },
  'tenant-package': { kind: 'platform' },
  'sms-channel': { kind: 'platform' },
  'social-client': { kind: 'platform' },
  'oauth2-client': { kind: 'platform' },
  'error-code': { kind: 'platform' },
  menu: { kind: 'shared' },
  'dict-type': { kind: 'shared' },
  'dict-data': { kind: 'shared' },
  'sms-template': { kind: 'shared' },
  'sensitive-word': { kind: 'shared' },
  // /admin-api/pay/*
  merchant: { kind: 'tenant', table: 'pay_merchant', entity: 'merchant' },
  app: { kind: 'tenant', table: 'pay_app', entity: 'app' },
  channel: { kind: 'tenant', table: 'pay_channel', entity: 'channel' },
  order: { kind: 'tenant', table: 'pay_order', entity: 'order' },
  refund: { kind: 'tenant', table: 'pay_refund', entity: 'refund' },
  'demo-order': { kind: 'tenant', table: 'pay_demo_order', entity: 'demo' },
  // /admin-api/bpm/*
  form: { kind: 'tenant', table: 'bpm_form', entity: 'form' },
  'user-group': { kind: 'tenant', table: 'bpm_user_group', entity: 'group' },
  model: { kind: 'tenant', table: 'bpm_model', entity: 'model' },
  'process-definition': { kind: 'tenant', table: 'bpm_process_definition', entity: 'definition' },
  'task-assign-rule': { kind: 'tenant', table: 'bpm_task_assign_rule', entity: 'rule' },
  'process-instance': { kind: 'tenant', table: 'bpm_process_instance', entity: 'instance' },
  task: { kind: 'tenant', table: 'bpm_task', entity: 'task' },
  /** /bpm/activity/list: addressed by processInstanceId. */
  activity: { kind: 'tenant' },
  /** /bpm/oa/leave/*. */
  oa: { kind: 'tenant', table: 'bpm_oa_leave', entity: 'leave' },
  // /admin-api/infra/db-doc/*: every table's structure (and other databases' through their data sources).
  'db-doc': { kind: 'platform' },
  // /admin-api/infra/swagger/*: the OpenAPI document of every route (系统接口).
  swagger: { kind: 'platform' },
};

/**
 * Writes that use up their row (an approval completes its task, a cancel ends its instance): each gets a running
 * instance or an open task of its own, so every control acts on something still in the state it needs.
 */
const ROUTE_ENTITY: Record<string, EntityKey> = {
  '/admin-api/bpm/task/reject': 'rejectTask',
  '/admin-api/bpm/task/update-assignee': 'transferTask',
  '/admin-api/bpm/process-instance/cancel': 'cancelInstance',
  // A batch delete takes a dependency-free row of its own: the single delete has taken the other.
  '/admin-api/system/mail-account/delete-list': 'mailAccountList',
  '/admin-api/system/mail-template/delete-list': 'mailTemplateList',
  '/admin-api/system/notify-template/delete-list': 'notifyTemplateList',
};

/** Reads addressed by an optional query id the walk gives them (an entity's rules by its model). */
const QUERY_ADDRESSED: Record<string, string> = { '/admin-api/bpm/task-assign-rule/list': 'modelId' };

/** Writes whose control needs the dependency-free row: submitting pays an order, so it takes the unpaid one. */
const UPDATES_OF_LOOSE_ROWS = new Set(['/admin-api/pay/order/submit', '/app-api/pay/order/submit']);

/** Body fields a write needs besides its row's: the sandbox pays a submit at once; `wait` keeps the order payable for the other submit route. */
const BODY_EXTRAS: Record<string, Record<string, unknown>> = {
  '/admin-api/pay/order/submit': { channelExtras: { result: 'wait' } },
  '/app-api/pay/order/submit': { channelExtras: { result: 'wait' } },
  // Both tenants hold a template of this code (a code is unique per tenant); the receiver is the side's user.
  '/admin-api/system/notify-template/send-notify': { templateCode: 'iso-notify', userType: 2, templateParams: {} },
};

/** Lists that need a search term: one both tenants' fixture rows match (nicknames `aaisonick`, `bbisonick`). */
const LIST_QUERIES: Record<string, Record<string, string>> = { '/admin-api/system/user/list-by-nickname': { nickname: 'isonick' } };

/** Platform lists every signed-in user may read, as the reference (package names for the tenant form). */
const PLATFORM_LISTS_FOR_EVERYONE = new Set([
  '/admin-api/system/tenant-package/get-simple-list',
  '/admin-api/system/sms-channel/list-all-simple',
  // The same routes under the Vue 3 UI's names.
  '/admin-api/system/tenant-package/simple-list',
  '/admin-api/system/sms-channel/simple-list',
]);

/** Id parameters and the fixture they name. `id` names the URL's own entity. */
const ID_PARAMS: Record<string, { entity: EntityKey; table: string }> = {
  userId: { entity: 'user', table: 'system_users' },
  roleId: { entity: 'role', table: 'system_role' },
  deptId: { entity: 'dept', table: 'system_dept' },
  postId: { entity: 'post', table: 'system_post' },
  noticeId: { entity: 'notice', table: 'system_notice' },
  merchantId: { entity: 'merchant', table: 'pay_merchant' },
  appId: { entity: 'app', table: 'pay_app' },
  payOrderId: { entity: 'order', table: 'pay_order' },
  modelId: { entity: 'model', table: 'bpm_model' },
  processDefinitionId: { entity: 'definition', table: 'bpm_process_definition' },
  processInstanceId: { entity: 'instance', table: 'bpm_process_instance' },
  assigneeUserId: { entity: 'user', table: 'system_users' },
  accountId: { entity: 'mailAccount', table: 'system_mail_account' },
};

/** Further query parameters a get needs besides its id (an app's channel is addressed by app and code). */
const EXTRA_QUERY: Record<string, Record<string, string>> = {
  '/admin-api/pay/channel/get-channel': { code: 'wx_pub' },
};

/** Routes that address no row by id: public ones and the caller's own session and profile. */
const NOT_ID_ADDRESSED: Array<[RegExp, string]> = [
  [/^\/admin-api\/system\/(auth|captcha)\//, 'sign-in and session of the caller'],
  [/^\/admin-api\/system\/public-config$/, 'public settings'],
  [/^\/admin-api\/system\/tenant\/get-id-by-name$/, 'public: the sign-in form resolves a tenant name'],
  [/^\/admin-api\/system\/tenant\/get-by-website$/, "public: the Vue 3 UI's sign-in page resolves its website to a tenant's id and name"],
  [/^\/admin-api\/system\/notify-message\/(get-unread-count|update-read|update-all-read)$/, "the caller's own messages: counted, or marked read by id or all (notify-message.test.ts: another user's and another tenant's stay unread)"],
  [/^\/admin-api\/system\/user\/profile\//, "the caller's own profile"],
  [/^\/admin-api\/system\/social-user\//, "the caller's own social bindings (social-login.test.ts: per tenant)"],
  [/^\/admin-api\/system\/oauth2\//, "the OAuth2 endpoints: the caller's own consent, and client apps authenticated by their secret (oauth2.test.ts: codes, approvals and tokens per tenant)"],
  [/^\/admin-api\/system\/oauth2-token\//, "tokens are revoked by id, listed hash or the token itself, within the caller's tenant (oauth2.test.ts: another tenant's id, hash or token answers not found and changes nothing)"],
  [/^\/admin-api\/system\/sensitive-word\/validate-text$/, 'any signed-in user checks a text against the one global word list (GET, and POST for long texts): no row is addressed or written (sensitive-word.test.ts)'],
  [/^\/admin-api\/system\/area\//, 'any signed-in user reads the region tree and looks up an IP: reference data from npm packages, no table (area.test.ts)'],
  [/^\/admin-api\/system\/sms\/callback\//, "public: a provider's delivery receipts, matched by the provider's serial number (sms-channels-templates.test.ts)"],
  [/^\/admin-api\/pay\/demo-order\/update-(paid|refunded)$/, "public: the demo app's notify URLs, which only read the pay order or refund they are told of, in the tenant the request names (pay-demo-seed.test.ts)"],
  [/^\/app-api\/pay\/(order|refund)\/notify\//, "public: a gateway's callback, matched by the channel it names and our trade number, and signed (pay-orders and pay-gateways tests)"],
];

/** List-like routes that answer no rows at all (templates). */
const LISTS_WITHOUT_ROWS = new Set(['/admin-api/system/user/get-import-template']);

interface Side {
  tenantId: number;
  marker: string;
  token: string;
  /** Rows with dependants (grants, members): what gets and updates address. */
  main: Record<EntityKey, number>;
  /** Rows nothing depends on: what deletes address. */
  loose: Record<EntityKey, number>;
  /** A merchant system's OAuth2 client token in this tenant (`pay.order`, `pay.refund`), for the /app-api routes. */
  clientToken: string;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  pattern?: string;
  items?: JsonSchema;
}
interface RouteInfo {
  method: string;
  url: string;
  config?: { public?: boolean; login?: boolean; permission?: string | string[] };
  schema?: { querystring?: JsonSchema; params?: JsonSchema; body?: JsonSchema };
}

type Action =
  /** `needs`: other required parameters (a dictionary type…); only shared reference data may have them. */
  | { action: 'list'; needs?: string[] }
  /** `?ids=`: a list of the entity's rows by id (asked for B's and A's: only B's may answer). */
  | { action: 'list'; byIds: true }
  | { action: 'get' | 'delete'; where: 'query' | 'params'; param: string }
  | { action: 'update'; param: string }
  /** A write addressed by a query id (deploy a model): refused for A's row, done on B's dependency-free one. */
  | { action: 'act'; where: 'query'; param: string }
  | { action: 'create' };

function idParamsOf(schema: JsonSchema | undefined): string[] {
  return (schema?.required ?? []).filter((name) => name === 'id' || /Id$/.test(name));
}

function classify(route: RouteInfo): Action | string {
  const { method, schema = {} } = route;
  const queryIds = idParamsOf(schema.querystring);
  const pathIds = idParamsOf(schema.params);
  const bodyIds = idParamsOf(schema.body);
  if (method === 'GET') {
    const addressedBy = QUERY_ADDRESSED[route.url];
    if (addressedBy) return { action: 'get', where: 'query', param: addressedBy };
    if (pathIds[0] !== undefined) return { action: 'get', where: 'params', param: pathIds[0] };
    if (queryIds[0] !== undefined) return { action: 'get', where: 'query', param: queryIds[0] };
    const otherRequired = [...(schema.querystring?.required ?? []), ...(schema.params?.required ?? [])].filter(
      (p) => !['pageNo', 'pageSize'].includes(p),
    );
    if (otherRequired.length === 1 && otherRequired[0] === 'ids') return { action: 'list', byIds: true };
    return otherRequired.length ? { action: 'list', needs: otherRequired } : { action: 'list' };
  }
  if (method === 'DELETE') {
    // Addressed by its body (the reference's process-instance cancel): an update of that row.
    if (bodyIds[0] !== undefined) return { action: 'update', param: bodyIds.includes('id') ? 'id' : bodyIds[0] };
    if (queryIds[0] !== undefined) return { action: 'delete', where: 'query', param: queryIds[0] };
    // The Vue 3 UI's batch delete (`?ids=1,2`): a delete of the URL's own rows.
    if (schema.querystring?.required?.includes('ids')) return { action: 'delete', where: 'query', param: 'ids' };
    if (pathIds[0] !== undefined) return { action: 'delete', where: 'params', param: pathIds[0] };
    // A batch delete (the Vue 3 UI's …/delete-list?ids=): walked with one id, as a delete of that row.
    if (schema.querystring?.required?.includes('ids')) return { action: 'delete', where: 'query', param: 'ids' };
    return `DELETE ${route.url} names no id: add a rule for it`;
  }
  if (method === 'PUT') {
    if (bodyIds[0] !== undefined) return { action: 'update', param: bodyIds.includes('id') ? 'id' : bodyIds[0] };
    return `PUT ${route.url} names no id in its body: add a rule for it`;
  }
  if (method === 'POST') {
    if (queryIds[0] !== undefined && !schema.body) return { action: 'act', where: 'query', param: queryIds[0] };
    if (bodyIds.includes('id')) return { action: 'update', param: 'id' };
    if (bodyIds[0] !== undefined) return { action: 'update', param: bodyIds[0] };
    return { action: 'create' };
  }
  return `${method} ${route.url}: unknown method`;
}

describe('tenant isolation: walking every /admin-api/system, /admin-api/pay, /admin-api/bpm, /admin-api/infra/db-doc, /admin-api/infra/swagger and /app-api/pay route', () => {
  let t: TestApp;
  let A: Side;
  let B: Side;
  let routes: RouteInfo[];
  let systemToken: string;
  const failures: string[] = [];
  const covered: Record<'list' | 'get' | 'update' | 'delete' | 'act' | 'create' | 'platform' | 'shared', string[]> = { list: [], get: [], update: [], delete: [], act: [], create: [], platform: [], shared: [] };

  const entityOf = (url: string) => /^\/(?:admin|app)-api\/(?:system|pay|bpm|infra)\/([^/]+)/.exec(url)?.[1] ?? '';
  const fail = (msg: string) => failures.push(msg);

  /** An OAuth2 client registered by the platform's administrator. */
  async function registerClient(fields: { clientId: string; secret: string; authorizedGrantTypes: string[]; scopes: string[]; tenantIds: number[]; redirectUris?: string[] }) {
    const created = await t.api({
      method: 'POST',
      url: '/admin-api/system/oauth2-client/create',
      token: systemToken,
      payload: {
        name: fields.clientId, logo: 'https://client.example/logo.png', description: null, status: 0, accessTokenValiditySeconds: 1800, refreshTokenValiditySeconds: 43200,
        redirectUris: ['https://client.example/cb'], autoApproveScopes: [], authorities: [], resourceIds: [], additionalInformation: null, ...fields,
      },
    });
    expect(created.code, created.msg).toBe(0);
  }

  /** A client-credentials token of the merchant-system client, issued in the tenant. */
  async function clientTokenIn(tenantId: number): Promise<string> {
    const res = await t.api<{ access_token: string }>({
      method: 'POST',
      url: '/admin-api/system/oauth2/token',
      headers: { 'tenant-id': String(tenantId), authorization: `Basic ${Buffer.from('iso-shop:iso-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&scope=pay.order%20pay.refund',
    });
    expect(res.code, res.msg).toBe(0);
    return res.data.access_token;
  }

  async function seedSide(tenantId: number, marker: string, n: number, token: string): Promise<Side> {
    const db = t.app.tenantDb(tenantId);
    const password = await hashPassword('pass1234');
    const audit = { creator: '1', updater: '1' };
    const insert = async (table: string, values: Record<string, unknown>) =>
      (await db.insertInto(table as 'system_post').values({ ...audit, ...values } as never).returning('id').executeTakeFirstOrThrow()).id;
    const dept = await insert('system_dept', { name: `${marker}部门`, parentId: 0, sort: 1, status: 0, leaderUserId: null, phone: null, email: null });
    const leafDept = await insert('system_dept', { name: `${marker}末级`, parentId: dept, sort: 2, status: 0, leaderUserId: null, phone: null, email: null });
    const post = await insert('system_post', { code: `${marker}post`, name: `${marker}岗位`, sort: 1, status: 0, remark: `${marker}备注` });
    const loosePost = await insert('system_post', { code: `${marker}post2`, name: `${marker}岗位二`, sort: 2, status: 0, remark: null });
    const role = await insert('system_role', { name: `${marker}角色`, code: `${marker}role`, sort: 3, dataScope: 1, dataScopeDeptIds: '[]', status: 0, type: 2, remark: `${marker}备注` });
    const looseRole = await insert('system_role', { name: `${marker}角色二`, code: `${marker}role2`, sort: 4, dataScope: 1, dataScopeDeptIds: '[]', status: 0, type: 2, remark: null });
    await db.insertInto('system_role_menu').values([1, 100, 1001].map((menuId) => ({ roleId: role, menuId, ...audit }))).execute();
    const user = await insert('system_users', {
      username: `${marker}user01`,
      password,
      nickname: `${marker}nick`,
      remark: `${marker}备注`,
      deptId: dept,
      postIds: JSON.stringify([post]),
      email: `${marker}@example.com`,
      mobile: `1390000000${n}`,
      sex: 1,
      loginDate: null,
      lockedUntil: null,
    });
    const looseUser = await insert('system_users', {
      username: `${marker}user02`,
      password,
      nickname: `${marker}nick2`,
      remark: null,
      deptId: null,
      postIds: '[]',
      loginDate: null,
      lockedUntil: null,
    });
    await db.insertInto('system_user_role').values({ userId: user, roleId: role, ...audit }).execute();
    await db.insertInto('system_user_post').values({ userId: user, postId: post, ...audit }).execute();
    const notice = await insert('system_notice', { title: `${marker}通知`, content: `<p>${marker}</p>`, type: 1, status: 0 });
    const looseNotice = await insert('system_notice', { title: `${marker}公告`, content: '', type: 2, status: 0 });
    const smtp = { username: marker, password: 'v1:sealed', host: '127.0.0.1', port: 25, sslEnable: false, starttlsEnable: false };
    const mailAccount = await insert('system_mail_account', { mail: `${marker}@example.com`, ...smtp });
    const looseMailAccount = await insert('system_mail_account', { mail: `${marker}2@example.com`, ...smtp });
    const listMailAccount = await insert('system_mail_account', { mail: `${marker}3@example.com`, ...smtp });
    const mailTemplateRow = (code: string) => ({ name: `${marker}模版`, code, accountId: mailAccount, nickname: marker, title: `${marker}标题`, content: `<p>${marker}</p>`, params: '[]', status: 0, remark: null });
    const mailTemplate = await insert('system_mail_template', mailTemplateRow(`${marker}-mail`));
    const looseMailTemplate = await insert('system_mail_template', mailTemplateRow(`${marker}-mail2`));
    const listMailTemplate = await insert('system_mail_template', mailTemplateRow(`${marker}-mail3`));
    const mailLog = await insert('system_mail_log', {
      toMails: [`${marker}@example.com`], accountId: mailAccount, fromMail: `${marker}@example.com`, templateId: mailTemplate, templateCode: `${marker}-mail`,
      templateNickname: null, templateTitle: `${marker}标题`, templateContent: `<p>${marker}</p>`, templateParams: '{}', sendStatus: 10, userId: null, userType: null,
    });
    const notifyTemplateRow = (code: string) => ({ name: `${marker}站内信模板`, code, nickname: marker, content: `${marker}内容`, type: 2, params: '[]', status: 0, remark: null });
    const notifyTemplate = await insert('system_notify_template', notifyTemplateRow('iso-notify'));
    const looseNotifyTemplate = await insert('system_notify_template', notifyTemplateRow(`${marker}-notify2`));
    const listNotifyTemplate = await insert('system_notify_template', notifyTemplateRow(`${marker}-notify3`));
    await insert('system_login_log', { logType: 100, result: 10, username: `${marker}user01`, userIp: '10.0.0.9', userAgent: `${marker}-agent`, userId: user });
    await insert('system_operate_log', { userId: user, module: `${marker}模块`, name: `${marker}操作`, type: 3, startTime: new Date(), duration: 1, exts: null });
    await insert('system_sms_log', {
      channelId: 1,
      channelCode: 'CONSOLE',
      templateId: 1,
      templateCode: 'admin-sms-login',
      templateType: 1,
      templateContent: `${marker}验证码 1234`,
      templateParams: '{"code":"1234"}',
      apiTemplateId: 'admin-sms-login',
      mobile: '13900000000',
      userId: user,
      userType: 2,
    });
    const merchant = await insert('pay_merchant', { no: `M${n}0000000000000001`, name: `${marker}商户`, shortName: `${marker}简称`, status: 0, remark: null });
    const looseMerchant = await insert('pay_merchant', { no: `M${n}0000000000000002`, name: `${marker}商户二`, shortName: `${marker}简称二`, status: 0, remark: null });
    const app = await insert('pay_app', { name: `${marker}应用`, status: 0, remark: null, payNotifyUrl: 'http://127.0.0.1/pay', refundNotifyUrl: 'http://127.0.0.1/refund', merchantId: merchant });
    const looseApp = await insert('pay_app', { name: `${marker}应用二`, status: 0, remark: null, payNotifyUrl: 'http://127.0.0.1/pay', refundNotifyUrl: 'http://127.0.0.1/refund', merchantId: merchant });
    const wechat = JSON.stringify({ appId: 'wx1', mchId: '1900', apiVersion: 'v2', mchKey: 'secret' });
    const channel = await insert('pay_channel', { code: 'wx_pub', status: 0, remark: `${marker}渠道`, feeRate: 0.6, merchantId: merchant, appId: app, config: wechat });
    const looseChannel = await insert('pay_channel', { code: 'wx_app', status: 0, remark: `${marker}渠道二`, feeRate: 0.6, merchantId: merchant, appId: app, config: wechat });
    // A paid order (sandbox) with a refund and their notifications, an unpaid one, and a demo order of the paid one.
    const payApp = await insert('pay_app', { name: `${marker}收款应用`, status: 0, remark: null, payNotifyUrl: 'http://127.0.0.1/pay', refundNotifyUrl: 'http://127.0.0.1/refund', merchantId: merchant });
    const sandbox = await insert('pay_channel', { code: 'mock', status: 0, remark: null, feeRate: 0, merchantId: merchant, appId: payApp, config: '{}' });
    const orderValues = { merchantId: merchant, appId: payApp, body: `${marker}描述`, notifyUrl: 'http://127.0.0.1/pay', amount: 100, userIp: '10.0.0.1', expireTime: new Date(Date.now() + 3600_000) };
    const paidOrder = async (suffix: string, no: string) => {
      const id = await insert('pay_order', { ...orderValues, merchantOrderId: `${marker}-order${suffix}`, subject: `${marker}商品${suffix}`, status: 10, channelId: sandbox, channelCode: 'mock', channelOrderNo: `MOCK-P-${no}`, successTime: new Date() });
      const extension = await insert('pay_order_extension', { no, orderId: id, channelId: sandbox, channelCode: 'mock', userIp: '10.0.0.1', status: 10 });
      await db.updateTable('pay_order').set({ successExtensionId: extension }).where('id', '=', id).execute();
      return id;
    };
    // Refunds of their own: one addressed by the /app-api refund (its whole amount), one by the demo order's.
    const order = await paidOrder('', `2026000000000${n}`);
    const demoOrder = await paidOrder('3', `2026000000002${n}`);
    const waitingOrder = await insert('pay_order', { ...orderValues, merchantOrderId: `${marker}-order2`, subject: `${marker}商品二` });
    const refund = await insert('pay_refund', {
      no: `2026000000001${n}`, merchantId: merchant, appId: payApp, channelId: sandbox, channelCode: 'mock', orderId: order, tradeNo: `2026000000000${n}`,
      merchantOrderId: `${marker}-order`, merchantRefundNo: `${marker}-refund`, notifyUrl: 'http://127.0.0.1/refund', status: 1, type: 10, payAmount: 100,
      refundAmount: 1, reason: `${marker}退款`, channelOrderNo: `MOCK-P-2026000000000${n}`,
    });
    const task = { merchantId: merchant, appId: payApp, status: 2, merchantOrderId: `${marker}-order`, nextNotifyTime: new Date(), notifyTimes: 1, maxNotifyTimes: 9 };
    await insert('pay_notify_task', { ...task, type: 1, dataId: order, notifyUrl: 'http://127.0.0.1/pay' });
    await insert('pay_notify_task', { ...task, type: 2, dataId: refund, notifyUrl: 'http://127.0.0.1/refund' });
    const formConf = JSON.stringify({ formRef: 'elForm', labelWidth: 100 });
    const formFields = JSON.stringify([JSON.stringify({ __config__: { label: `${marker}天数`, tag: 'el-input' }, __vModel__: 'day' })]);
    const form = await insert('bpm_form', { name: `${marker}表单`, status: 0, conf: formConf, fields: formFields, remark: null });
    const looseForm = await insert('bpm_form', { name: `${marker}表单二`, status: 0, conf: formConf, fields: '[]', remark: null });
    const group = await insert('bpm_user_group', { name: `${marker}组`, description: `${marker}描述`, status: 0 });
    const looseGroup = await insert('bpm_user_group', { name: `${marker}组二`, description: `${marker}描述二`, status: 0 });
    await db.insertInto('bpm_user_group_member').values({ groupId: group, userId: user }).execute();
    // A model with a deployed definition and a rule for its first task only; a second, complete and undeployed.
    const flow = { key: `${marker}_flow`, name: `${marker}流程` };
    const flowXml = twoStepBpmn(flow.key, flow.name);
    const modelValues = { description: null, category: '1', formType: 10, formId: form, formCustomCreatePath: null, formCustomViewPath: null };
    const model = await insert('bpm_model', { ...flow, ...modelValues, bpmnXml: flowXml });
    const rule = await insert('bpm_task_assign_rule', { modelId: model, processDefinitionId: 0, taskDefinitionKey: 'manager', type: 30, options: JSON.stringify([user]) });
    const definition = await insert('bpm_process_definition', { ...flow, ...modelValues, modelId: model, version: 1, formConf, formFields, bpmnXml: flowXml });
    const looseFlow = { key: `${marker}_flow2`, name: `${marker}流程二` };
    const looseModel = await insert('bpm_model', { ...looseFlow, ...modelValues, bpmnXml: approvalBpmn(looseFlow.key, looseFlow.name, [['manager', '审批']]) });
    await insert('bpm_task_assign_rule', { modelId: looseModel, processDefinitionId: 0, taskDefinitionKey: 'manager', type: 30, options: JSON.stringify([user]) });
    const demo = await insert('pay_demo_order', { userId: user, appId: payApp, spuId: 1, spuName: `${marker}手机`, price: 100, payOrderId: demoOrder });
    // Running processes of the tenant's admin (both tasks its own), started through the API: one whose task is
    // approved, one rejected, one transferred, one cancelled, and one already past its first step (a done task).
    const adminId = (await db.selectFrom('system_users').select('id').where('username', '=', `${marker}admin`).executeTakeFirstOrThrow()).id;
    await db
      .insertInto('bpm_task_assign_rule')
      .values(['manager', 'hr'].map((taskDefinitionKey) => ({ modelId: model, processDefinitionId: definition, taskDefinitionKey, type: 30, options: JSON.stringify([adminId]), ...audit })))
      .execute();
    const asAdmin = <T>(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      t.api<T>({ method, url: `/admin-api/bpm/${url}`, token, headers: { 'tenant-id': String(tenantId) }, payload });
    const started: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await asAdmin<number>('POST', 'process-instance/create', { processDefinitionId: definition, variables: { day: i } });
      expect(res.code, res.msg).toBe(0);
      started.push(res.data);
    }
    const [instance, rejectInstance, transferInstance, cancelInstance, advanced] = started as [number, number, number, number, number];
    const openTask = async (processInstanceId: number) =>
      (await db.selectFrom('bpm_task').select('id').where('processInstanceId', '=', processInstanceId).where('result', '=', 1).executeTakeFirstOrThrow()).id;
    expect((await asAdmin('PUT', 'task/approve', { id: await openTask(advanced), reason: `${marker}同意` })).code).toBe(0);
    // A message to the tenant's admin, so its own lists (my-page, get-unread-list) have a row of its tenant.
    const notifyMessage = await insert('system_notify_message', {
      userId: adminId, userType: 2, templateId: notifyTemplate, templateCode: 'iso-notify', templateNickname: marker, templateContent: `${marker}内容`, templateType: 2, templateParams: '{}',
    });
    const leave = await insert('bpm_oa_leave', { userId: adminId, type: 1, reason: `${marker}请假`, startTime: new Date(), endTime: new Date(), day: 0, result: 1, processInstanceId: null });
    return {
      tenantId,
      marker,
      token,
      clientToken: await clientTokenIn(tenantId),
      main: {
        user, role, dept, post, notice, merchant, app, channel, order, refund, demo, form, group, model, definition, rule, instance, task: await openTask(instance), leave,
        rejectTask: await openTask(rejectInstance), transferTask: await openTask(transferInstance), cancelInstance,
        mailAccount, mailAccountList: listMailAccount, mailTemplate, mailTemplateList: listMailTemplate, mailLog,
        notifyTemplate, notifyTemplateList: listNotifyTemplate, notifyMessage,
      },
      loose: {
        user: looseUser,
        role: looseRole,
        dept: leafDept,
        post: loosePost,
        notice: looseNotice,
        merchant: looseMerchant,
        app: looseApp,
        channel: looseChannel,
        order: waitingOrder,
        refund,
        demo,
        form: looseForm,
        group: looseGroup,
        model: looseModel,
        definition,
        rule,
        instance,
        task: await openTask(instance),
        leave,
        rejectTask: await openTask(rejectInstance),
        transferTask: await openTask(transferInstance),
        cancelInstance,
        mailAccount: looseMailAccount,
        mailAccountList: listMailAccount,
        mailTemplate: looseMailTemplate,
        mailTemplateList: listMailTemplate,
        mailLog,
        notifyTemplate: looseNotifyTemplate,
        notifyTemplateList: listNotifyTemplate,
        notifyMessage,
      },
    };
  }

  beforeAll(async () => {
    t = await createTestApp({ tenantEnabled: true });
    const system = (await loginTo(t, 1, 'admin', 'admin123')).accessToken;
    const menus = await allMenus(t);
    const everything = await createPackage(t, system, '全部菜单套餐', menus.map((m) => m.id));
    const a = await createTenantViaApi(t, system, { name: 'aaiso租户', packageId: everything, username: 'aaisoadmin', password: 'pass1234', accountCount: 50 });
    const b = await createTenantViaApi(t, system, { name: 'bbiso租户', packageId: everything, username: 'bbisoadmin', password: 'pass1234', accountCount: 50 });
    systemToken = system;
    // A client is used only in the tenants granted to it: the merchant system serves both.
    await registerClient({ clientId: 'iso-shop', secret: 'iso-secret', authorizedGrantTypes: ['client_credentials'], scopes: ['pay.order', 'pay.refund'], tenantIds: [a, b] });
    const aToken = (await loginTo(t, a, 'aaisoadmin', 'pass1234')).accessToken;
    const bToken = (await loginTo(t, b, 'bbisoadmin', 'pass1234')).accessToken;
    A = await seedSide(a, 'aaiso', 1, aToken);
    B = await seedSide(b, 'bbiso', 2, bToken);
    // A's admin writes through the API too, so A's operate log holds real rows.
    const created = await t.api({ method: 'POST', url: '/admin-api/system/notice/create', token: A.token, headers: { 'tenant-id': String(a) }, payload: { title: 'aaiso经API', type: 1, status: 0 } });
    expect(created.code).toBe(0);
    routes = (t.app.routeTable as unknown as RouteInfo[]).filter((r) => /^\/(admin-api\/(system|pay|bpm|infra\/(?:db-doc|swagger))|app-api\/pay)\//.test(r.url) && r.method !== 'HEAD');
    // The sandbox gateway's signing key is made on its first use: made now, so the walk's snapshot already holds it.
    await t.app.pay.clients.clientFor({ code: 'mock', config: '{}' });
  });
  afterAll(() => t.close());

  /** B's request, with B's tenant header as the web client sends it; under /app-api, as B's merchant system. */
  const asB = (options: { method: string; url: string; query?: Record<string, string>; payload?: unknown }) =>
    t.request({ ...(options as object), token: options.url.startsWith('/app-api/') ? B.clientToken : B.token, headers: { 'tenant-id': String(B.tenantId) } });

  const json = (res: LightMyRequestResponse) => {
    try {
      return res.json<{ code: number; msg: string; data: unknown }>();
    } catch {
      return { code: -1, msg: `HTTP ${res.statusCode} ${res.body.slice(0, 100)}`, data: null };
    }
  };

  /** Everything an answer shows, as text: JSON, or every cell of an .xlsx. */
  async function answerText(res: LightMyRequestResponse): Promise<{ ok: boolean; text: string; code: number; msg: string }> {
    if (String(res.headers['content-type'] ?? '').includes('spreadsheetml')) {
      const rows = await readXlsx(res);
      return { ok: res.statusCode === 200, text: JSON.stringify(rows), code: 0, msg: '' };
    }
    const body = json(res);
    return { ok: body.code === 0, text: JSON.stringify(body.data ?? null), code: body.code, msg: body.msg };
  }

  const pageQuery = (route: RouteInfo): Record<string, string> =>
    route.schema?.querystring?.properties?.pageSize ? { pageNo: '1', pageSize: '100' } : {};

  /** All rows of A in every tenant table, and every global table: what must never change. */
  const REQUEST_LOGS = new Set(['infra_api_access_log', 'infra_api_error_log']);
  async function snapshot(): Promise<string> {
    const db = t.database.db;
    // Logs of the requests themselves (written after each answer, in batches) change whoever calls.
    const tenantTables = [...TENANT_TABLES].filter((name) => !REQUEST_LOGS.has(name)).sort();
    const globals = await sql<{ tableName: string }>`select table_name from information_schema.tables t
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and not exists (select 1 from information_schema.columns c where c.table_name = t.table_name and c.column_name = 'tenant_id')
        -- Counters and heartbeats move on their own (rate limits, captchas, the processes' monitor rows), and so does
        -- the job log: a scheduled job may fire during the walk (the captcha clean-up runs on the hour).
        and table_name not in ('system_rate_limit', 'system_captcha', 'infra_server_process', 'infra_job_log')
      order by table_name`.execute(db);
    // Platform-managed though it names tenants: the tenants granted to each OAuth2 client.
    const globalTables = [...globals.rows.map((r) => r.tableName), 'system_oauth2_client_tenant'];
    // Every row's text, digested per table in one statement: it runs after each of hundreds of requests, and a
    // statement (and a JSON copy of every row) per table made this walk take minutes.
    const digest = (table: string, where: ReturnType<typeof sql>) =>
      sql`select ${sql.lit(table)} as tbl, md5(coalesce(string_agg(r::text, E'\n' order by r::text), '')) as digest from ${sql.table(table)} as r ${where}`;
    const parts = [
      ...tenantTables.map((table) => digest(table, sql`where tenant_id = ${A.tenantId}`)),
      ...globalTables.map((table) => digest(table, sql``)),
    ];
    const rows = await sql<{ tbl: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
    return rows.rows.map((r) => `${r.tbl}:${r.digest}`).join('\n');
  }

  // ---- bodies and ids ----

  const idFor = (side: Side, route: RouteInfo, param: string, which: 'main' | 'loose'): number | string => {
    if (param === 'id' || param === 'ids') {
      const e = ENTITIES[entityOf(route.url)];
      if (!e?.entity) return `add a fixture for "${entityOf(route.url)}" (?id= of ${route.method} ${route.url})`;
      return side[which][ROUTE_ENTITY[route.url] ?? e.entity];
    }
    const p = ID_PARAMS[param];
    if (!p) return `add a fixture for the id parameter "${param}" of ${route.method} ${route.url}`;
    return side[which][p.entity];
  };
  const tableFor = (route: RouteInfo, param: string) => (param === 'id' || param === 'ids' ? ENTITIES[entityOf(route.url)]?.table : ID_PARAMS[param]?.table);

  const typeOf = (s: JsonSchema): string | undefined => {
    if (typeof s.type === 'string') return s.type;
    if (Array.isArray(s.type)) return s.type.find((x) => x !== 'null');
    const branch = s.anyOf?.find((a) => a.type !== 'null');
    return branch ? typeOf(branch) : undefined;
  };
  const allowsNull = (s: JsonSchema) => s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null')) || !!s.anyOf?.some((a) => a.type === 'null');
  const constOf = (s: JsonSchema): unknown => s.const ?? s.enum?.[0] ?? s.anyOf?.map(constOf).find((v) => v !== undefined);

  /** A value the schema accepts when the row has none. */
  function synth(name: string, s: JsonSchema, side: Side): unknown {
    const c = constOf(s);
    if (c !== undefined) return c;
    if (name === 'roleIds') return [side.main.role];
    if (name === 'postIds') return [side.main.post];
    if (name === 'userIds' || name === 'memberUserIds') return [side.main.user];
    if (name === 'deptIds' || name === 'dataScopeDeptIds') return [side.main.dept];
    if (name === 'menuIds') return [1, 100, 1001];
    if (/password/i.test(name)) return 'Passw0rd1';
    if (/Url$/.test(name)) return 'http://127.0.0.1/notify';
    // A payment channel: the sandbox code needs no config.
    if ((name === 'code' || name === 'channelCode') && s.pattern?.includes('mock')) return 'mock';
    // The main model's second user task has no rule yet.
    if (name === 'taskDefinitionKey') return 'hr';
    // A task rule's options, for its synthesized type 10 (roles).
    if (name === 'options') return [side.main.role];
    if (name === 'config') return '{}';
    switch (typeOf(s)) {
      case 'string':
        return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
      case 'integer':
      case 'number':
        return s.minimum ?? 0;
      case 'boolean':
        return true;
      case 'array':
        return [];
      case 'object':
        return {};
      default:
        return null;
    }
  }

  /** The body a client would send for this row: the row's own values where the schema has them. */
  async function buildBody(route: RouteInfo, side: Side, param: string): Promise<Record<string, unknown> | string> {
    const schema = route.schema?.body ?? {};
    const which = UPDATES_OF_LOOSE_ROWS.has(route.url) ? 'loose' : 'main';
    const id = idFor(side, route, param, which);
    if (typeof id === 'string') return id;
    const table = tableFor(route, param);
    const row = table
      ? ((await t.database.db.selectFrom(table as 'system_post').selectAll().where('id', '=', id).executeTakeFirst()) as Record<string, unknown> | undefined)
      : undefined;
    const body: Record<string, unknown> = {};
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const required = schema.required?.includes(name);
      if (name === param || ID_PARAMS[name] || name === 'id') {
        const v = idFor(side, route, name, which);
        if (typeof v === 'string') return v;
        body[name] = v;
        continue;
      }
      const fromRow = /password/i.test(name) ? undefined : row?.[name];
      if (typeOf(prop) === 'array' && typeof fromRow === 'string') {
        body[name] = JSON.parse(fromRow); // kept as JSON text (a form's fields)
      } else if (fromRow !== undefined && (fromRow !== null || allowsNull(prop))) {
        body[name] = fromRow;
      } else if (required) {
        body[name] = synth(name, prop, side);
      } else if (['roleIds', 'postIds', 'menuIds', 'dataScopeDeptIds', 'userIds', 'deptIds'].includes(name)) {
        body[name] = synth(name, prop, side);
      }
    }
    return { ...body, ...BODY_EXTRAS[route.url] };
  }

  function requestFor(route: RouteInfo, a: Extract<Action, { where: string }>, id: number) {
    return a.where === 'query'
      ? { method: route.method, url: route.url, query: { ...EXTRA_QUERY[route.url], [a.param]: String(id) } }
      : { method: route.method, url: route.url.replace(`:${a.param}`, String(id)) };
  }

  /** A refusal that proves something: not a validation error (the test's fault) nor a crash. */
  const refused = (code: number) => code !== 0 && code !== 400 && code !== 500 && code !== -1;

  /** An answer that says nothing about A's row: no marker, no list of ids, not A's row. */
  const revealsNothing = (text: string, data: unknown) => !text.includes(A.marker) && !/\[\s*[^\]\s]/.test(text) && !(data && typeof data === 'object' && 'id' in data);

  it('classifies every route and has a fixture for every entity', () => {
    const problems: string[] = [];
    for (const route of routes) {
      if (NOT_ID_ADDRESSED.some(([re]) => re.test(route.url))) continue;
      const entity = entityOf(route.url);
      if (!ENTITIES[entity]) problems.push(`add a fixture for "${entity}" (${route.method} ${route.url})`);
      const action = classify(route);
      if (typeof action === 'string') problems.push(action);
      else if (action.action === 'list' && 'byIds' in action && !ENTITIES[entity]?.entity) {
        problems.push(`GET ${route.url} lists by ids: add a fixture entity for "${entity}"`);
      } else if (action.action === 'list' && 'needs' in action && action.needs && ENTITIES[entity]?.kind !== 'shared' && !LIST_QUERIES[route.url]) {
        problems.push(`GET ${route.url} needs ${action.needs.join(', ')}: add a rule for it`);
      } else if (ENTITIES[entity]?.kind === 'tenant' && 'param' in action) {
        const probe = idFor(A, route, action.param, 'main');
        if (typeof probe === 'string') problems.push(probe);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets B list and export only its own rows', async () => {
    failures.length = 0;
    // The tenant header cannot be swapped to reach A's tenant with B's token.
    const swapped = json(await t.request({ method: 'GET', url: '/admin-api/system/notice/page', token: B.token, headers: { 'tenant-id': String(A.tenantId) } }));
    expect(swapped).toMatchObject({ code: 403, msg: '您无权访问该租户的数据' });

    for (const route of routes) {
      const entity = ENTITIES[entityOf(route.url)];
      const action = classify(route);
      if (!entity || typeof action === 'string' || action.action !== 'list' || NOT_ID_ADDRESSED.some(([re]) => re.test(route.url))) continue;
      const name = `${route.method} ${route.url}`;
      if ('needs' in action && action.needs && !LIST_QUERIES[route.url]) {
        covered.shared.push(name); // shared reference data read by key (dict-data/type/:type)
        continue;
      }
      const key = entity.entity;
      const byIds = 'byIds' in action && key ? { ids: [String(B.main[key]), String(A.main[key])] } : undefined;
      const res = await asB({ method: route.method, url: route.url, query: (LIST_QUERIES[route.url] ?? byIds ?? pageQuery(route)) as Record<string, string> });
      const answer = await answerText(res);
      if (entity.kind === 'platform' && !PLATFORM_LISTS_FOR_EVERYONE.has(route.url)) {
        if (answer.code !== 403) fail(`${name}: platform-only, B's admin must get 403, got ${answer.code} ${answer.msg}`);
        covered.platform.push(name);
        continue;
      }
      if (!answer.ok) {
        fail(`${name}: B's own list failed: ${answer.code} ${answer.msg}`);
        continue;
      }
      if (answer.text.includes(A.marker)) fail(`${name}: B sees A's rows: ${answer.text.slice(0, 300)}`);
      if (entity.kind === 'tenant' && !LISTS_WITHOUT_ROWS.has(route.url) && !answer.text.includes(B.marker)) {
        fail(`${name}: shows none of B's rows either, so it proves nothing: add a fixture row it lists`);
      }
      covered[entity.kind === 'shared' ? 'shared' : 'list'].push(name);
    }
    expect(failures).toEqual([]);
    expect(covered.list.length).toBeGreaterThanOrEqual(8);
    // The database document shows every table of the platform's database: B's admin is refused all three.
    expect(covered.platform).toEqual(expect.arrayContaining(['export-html', 'export-word', 'export-markdown'].map((name) => `GET /admin-api/infra/db-doc/${name}`)));
    // So is the OpenAPI document.
    expect(covered.platform).toContain('GET /admin-api/infra/swagger/api-docs');
  });

  // The Vue 3 UI's tenant switcher: only a platform admin holding system:tenant:visit acts in another tenant.
  it("refuses B's token acting in A through visit-tenant-id on every route, and changes nothing of A's", async () => {
    failures.length = 0;
    const before = await snapshot();
    let tried = 0;
    for (const route of routes) {
      // The caller's own session and profile stay in their own tenant whatever the header says (the original's
      // ignore-visit-urls); the captcha answers in its own protocol and belongs to no tenant.
      if (/^\/admin-api\/system\/(auth|user\/profile|captcha)\//.test(route.url) || route.url.startsWith('/app-api/')) continue;
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = json(await t.request({ method: route.method, url, token: B.token, headers: { 'tenant-id': String(B.tenantId), 'visit-tenant-id': String(A.tenantId) }, ...(route.method === 'POST' || route.method === 'PUT' ? { payload: {} } : {}) }));
      if (res.code !== 403) fail(`${route.method} ${route.url}: B visiting A must get 403, got ${res.code} ${res.msg}`);
      tried += 1;
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(100);
    expect(await snapshot()).toBe(before);
  });

  // Hundreds of routes, each tried with A's ids and compared row by row: minutes on a loaded machine.
  it("refuses B every get, update and delete of A's rows, and changes nothing of A's", async () => {
    failures.length = 0;
    const before = await snapshot();
    const checkUnchanged = async (name: string) => {
      if ((await snapshot()) !== before) fail(`${name}: A's data or a global table changed`);
    };
    const ordered = [...routes].sort((x, y) => order(x) - order(y));
    function order(r: RouteInfo) {
      const a = classify(r);
      return typeof a === 'string' ? 9 : { list: 0, get: 1, update: 2, create: 3, act: 3.5, delete: 4 }[a.action];
    }

    for (const route of ordered) {
      if (NOT_ID_ADDRESSED.some(([re]) => re.test(route.url))) continue;
      const entity = ENTITIES[entityOf(route.url)];
      const action = classify(route);
      if (!entity || typeof action === 'string' || action.action === 'list') continue;
      const name = `${route.method} ${route.url}`;

      if (entity.kind === 'platform' || (entity.kind === 'shared' && route.method !== 'GET')) {
        // Global tables: whatever the ids, B's admin is refused before anything is read or written.
        const id = action.action === 'create' ? 1 : A.tenantId;
        const query = 'where' in action && action.where === 'query' ? { [action.param]: String(id) } : undefined;
        const url = 'where' in action && action.where === 'params' ? route.url.replace(`:${action.param}`, String(id)) : route.url;
        const res = json(await asB({ method: route.method, url, query, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : { id } }));
        if (res.code !== 403) fail(`${name}: global table, B's admin must get 403, got ${res.code} ${res.msg}`);
        await checkUnchanged(name);
        covered[entity.kind].push(name);
        continue;
      }
      if (entity.kind === 'shared') {
        covered.shared.push(name); // reading shared reference data by id is allowed
        continue;
      }
      if (action.action === 'create') {
        covered.create.push(name); // creates land in the caller's tenant (scope plugin); nothing of A's is named
        continue;
      }

      if (action.action === 'get') {
        const own = idFor(B, route, action.param, 'main') as number;
        const mine = await answerText(await asB(requestFor(route, action, own)));
        if (!mine.ok || !(mine.text.includes(B.marker) || /\[\s*[^\]\s]/.test(mine.text))) fail(`${name}: B's own row did not answer: ${mine.code} ${mine.msg} ${mine.text.slice(0, 200)}`);
        const res = await asB(requestFor(route, action, idFor(A, route, action.param, 'main') as number));
        const theirs = await answerText(res);
        const data = json(res).data;
        if (theirs.ok ? !revealsNothing(theirs.text, data) : !refused(theirs.code)) {
          fail(`${name}: A's row answered B: ${theirs.code} ${theirs.msg} ${theirs.text.slice(0, 300)}`);
        }
        covered.get.push(name);
        continue;
      }

      if (action.action === 'update') {
        const mineBody = await buildBody(route, B, action.param);
        const theirBody = await buildBody(route, A, action.param);
        if (typeof mineBody === 'string' || typeof theirBody === 'string') {
          fail(typeof mineBody === 'string' ? mineBody : primitiveText(theirBody));
          continue;
        }
        const theirs = json(await asB({ method: route.method, url: route.url, payload: theirBody }));
        if (!refused(theirs.code)) fail(`${name}: B's update of A's row answered ${theirs.code} ${theirs.msg} (body ${JSON.stringify(theirBody).slice(0, 200)})`);
        await checkUnchanged(name);
        const mine = json(await asB({ method: route.method, url: route.url, payload: mineBody }));
        if (mine.code !== 0) fail(`${name}: control failed, B could not update its own row (${mine.code} ${mine.msg}); add a body rule for it (body ${JSON.stringify(mineBody).slice(0, 200)})`);
        covered.update.push(name);
        continue;
      }

      if (action.action === 'delete' || action.action === 'act') {
        const theirs = json(await asB(requestFor(route, action, idFor(A, route, action.param, 'loose') as number)));
        if (!refused(theirs.code)) fail(`${name}: B's delete of A's row answered ${theirs.code} ${theirs.msg}`);
        await checkUnchanged(name);
        // A batch delete shares its entity's one dependency-free row with the single delete, which takes it; its own
        // control (B deleting its rows) is in vue3-ui-batch-and-renames.test.ts.
        if (action.param !== 'ids') {
          const mine = json(await asB(requestFor(route, action, idFor(B, route, action.param, 'loose') as number)));
          if (mine.code !== 0) fail(`${name}: control failed, B could not ${action.action} its own dependency-free row (${mine.code} ${mine.msg})`);
        }
        covered[action.action].push(name);
      }
    }

    expect(failures).toEqual([]);
    expect(covered.get.length).toBeGreaterThanOrEqual(3);
    expect(covered.update.length).toBeGreaterThanOrEqual(1);
    expect(covered.delete.length).toBeGreaterThanOrEqual(1);
    for (const must of ['GET /admin-api/system/notice/get', 'PUT /admin-api/system/notice/update', 'DELETE /admin-api/system/notice/delete']) {
      expect([...covered.get, ...covered.update, ...covered.delete]).toContain(must);
    }
    expect(covered.platform).toEqual(expect.arrayContaining(['GET /admin-api/system/tenant/page', 'DELETE /admin-api/system/tenant/delete', 'PUT /admin-api/system/tenant-package/update']));
  }, 180_000);

  describe("an OAuth2 client's tokens, grant type by grant type", () => {
    const APP_REDIRECT = 'https://b-app.example/cb';
    const basicAuth = `Basic ${Buffer.from('iso-b-app:b-secret').toString('base64')}`;
    type Tokens = { access_token: string; refresh_token?: string };
    const tokenIn = (tenantId: number, params: Record<string, string>) =>
      t.api<Tokens>({
        method: 'POST',
        url: '/admin-api/system/oauth2/token',
        headers: { 'tenant-id': String(tenantId), authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(params).toString(),
      });
    /** What the consent page posts for a signed-in user of the tenant. */
    const authorize = (side: Side) =>
      t.api<string | null>({
        method: 'POST',
        url: '/admin-api/system/oauth2/authorize',
        token: side.token,
        headers: { 'tenant-id': String(side.tenantId) },
        query: { response_type: 'code', client_id: 'iso-b-app', redirect_uri: APP_REDIRECT, scope: JSON.stringify({ 'user.read': true }) },
      });
    const tenantOf = async (accessToken: string) =>
      (
        await t.api<{ tenant_id: number }>({
          method: 'POST',
          url: '/admin-api/system/oauth2/check-token',
          headers: { authorization: basicAuth },
          query: { token: accessToken },
        })
      ).data.tenant_id;
    const userInfo = (accessToken: string, tenantId: number) =>
      t.api({ method: 'GET', url: '/admin-api/system/oauth2/user/get', token: accessToken, headers: { 'tenant-id': String(tenantId) } });
    const NOT_GRANTED = { code: 1002020008, msg: 'OAuth2 客户端未获准在该租户使用' };

    /** B's tokens of every grant type, each checked to be B's: what the walk below presents. */
    const issued: Record<string, Tokens> = {};

    beforeAll(() =>
      registerClient({
        clientId: 'iso-b-app',
        secret: 'b-secret',
        redirectUris: [APP_REDIRECT],
        authorizedGrantTypes: ['authorization_code', 'password', 'client_credentials', 'refresh_token'],
        scopes: ['user.read'],
        tenantIds: [B.tenantId],
      }),
    );

    it('issues none in a tenant the client was not granted, whatever the tenant-id header names', async () => {
      expect(await tokenIn(A.tenantId, { grant_type: 'client_credentials', scope: 'user.read' })).toMatchObject(NOT_GRANTED);
      expect(await tokenIn(A.tenantId, { grant_type: 'password', username: 'aaisoadmin', password: 'pass1234', scope: 'user.read' })).toMatchObject(NOT_GRANTED);
      // A's staff cannot approve it (no code is made in A), nor see its consent page.
      expect(await authorize(A)).toMatchObject(NOT_GRANTED);
      expect(await t.api({ method: 'GET', url: '/admin-api/system/oauth2/authorize', token: A.token, headers: { 'tenant-id': String(A.tenantId) }, query: { clientId: 'iso-b-app' } })).toMatchObject(NOT_GRANTED);
      // B's code exchanged under A's header.
      const approved = await authorize(B);
      expect(approved.code, approved.msg).toBe(0);
      const code = new URL(approved.data!).searchParams.get('code')!;
      expect(await tokenIn(A.tenantId, { grant_type: 'authorization_code', code, redirect_uri: APP_REDIRECT })).toMatchObject(NOT_GRANTED);

      // In B, every grant type issues B's tokens.
      issued.authorization_code = (await tokenIn(B.tenantId, { grant_type: 'authorization_code', code, redirect_uri: APP_REDIRECT })).data;
      issued.password = (await tokenIn(B.tenantId, { grant_type: 'password', username: 'bbisoadmin', password: 'pass1234', scope: 'user.read' })).data;
      issued.client_credentials = (await tokenIn(B.tenantId, { grant_type: 'client_credentials', scope: 'user.read' })).data;
      // A refresh token keeps its tenant: A's header does not move it to A.
      const spare = await tokenIn(B.tenantId, { grant_type: 'password', username: 'bbisoadmin', password: 'pass1234', scope: 'user.read' });
      issued.refresh_token = (await tokenIn(A.tenantId, { grant_type: 'refresh_token', refresh_token: spare.data.refresh_token! })).data;
      for (const [grant, tokens] of Object.entries(issued)) {
        expect(tokens?.access_token, grant).toMatch(/^[0-9a-f]{32}$/);
        expect(await tenantOf(tokens.access_token), grant).toBe(B.tenantId);
      }
    });

    it("refuses every grant type's token in A, and ends them in a tenant taken from the client", async () => {
      for (const [grant, tokens] of Object.entries(issued)) {
        expect(await userInfo(tokens.access_token, A.tenantId), grant).toMatchObject({ code: 403, msg: '您无权访问该租户的数据' });
      }
      expect((await userInfo(issued.password!.access_token, B.tenantId)).code).toBe(0);

      // A refresh token the client holds in a tenant no longer its own (one issued before tenants were granted) is refused.
      const legacy = await tokenIn(B.tenantId, { grant_type: 'password', username: 'bbisoadmin', password: 'pass1234', scope: 'user.read' });
      const clientRowId = (await t.database.db.selectFrom('system_oauth2_client').select('id').where('clientId', '=', 'iso-b-app').executeTakeFirstOrThrow()).id;
      await t.database.db.deleteFrom('system_oauth2_client_tenant').where('clientId', '=', clientRowId).execute();
      expect(await tokenIn(B.tenantId, { grant_type: 'refresh_token', refresh_token: legacy.data.refresh_token! })).toMatchObject(NOT_GRANTED);
      await t.database.db.insertInto('system_oauth2_client_tenant').values({ clientId: clientRowId, tenantId: B.tenantId }).execute();

      // The platform moves the client from B to A: B's sessions of it end at once, and A's staff may now use it.
      const client = await t.api<Record<string, unknown>>({ method: 'GET', url: '/admin-api/system/oauth2-client/get', token: systemToken, query: { id: String(clientRowId) } });
      const { createTime: _created, tenants: _tenants, ...editable } = client.data;
      const moved = await t.api({ method: 'PUT', url: '/admin-api/system/oauth2-client/update', token: systemToken, payload: { ...editable, tenantIds: [A.tenantId] } });
      expect(moved.code, moved.msg).toBe(0);
      for (const [grant, tokens] of Object.entries(issued)) {
        expect(await userInfo(tokens.access_token, B.tenantId), grant).toMatchObject({ code: 401 });
      }
      expect(await tokenIn(B.tenantId, { grant_type: 'refresh_token', refresh_token: issued.refresh_token!.refresh_token! })).toMatchObject({ code: 400, msg: '无效的刷新令牌' });
      expect(await tokenIn(B.tenantId, { grant_type: 'client_credentials', scope: 'user.read' })).toMatchObject(NOT_GRANTED);
      const inA = await tokenIn(A.tenantId, { grant_type: 'client_credentials', scope: 'user.read' });
      expect(inA.code, inA.msg).toBe(0);
      expect(await tenantOf(inA.data.access_token)).toBe(A.tenantId);
    });
  });
});
