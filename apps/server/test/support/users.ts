import { primitiveText } from '@console/contracts/text';
import ExcelJS from 'exceljs';
import { hashPassword } from '../../src/platform/password';
import type { TestApp } from './test-app';

/** Helpers of the user, profile and data-scope tests. */

export const USER_API = '/admin-api/system/user';

/** What a user administrator holds over the user list: every user action but import. */
export const USER_ADMIN_PERMISSIONS = [
  'system:user:list',
  'system:user:query',
  'system:user:create',
  'system:user:update',
  'system:user:delete',
  'system:user:export',
  'system:user:update-password',
  'system:permission:assign-user-role',
];

/** A multipart body as a browser would send it. */
export async function multipart(
  parts: Record<string, string | { filename: string; content: Buffer | string; contentType?: string }>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([part.content], { type: part.contentType ?? 'application/octet-stream' }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** An .xlsx with one sheet of these rows (the first is the header). */
export async function buildXlsx(rows: Array<Array<string | number | null>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The first sheet of an .xlsx as text rows. */
export async function readXlsx(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), primitiveText));
  });
  return rows;
}

let hash: Promise<string> | undefined;

/** A user written straight to the database (password "pass1234"), optionally with roles. */
export async function insertUser(
  t: TestApp,
  values: { username: string; deptId?: number | null; tenantId?: number; mobile?: string; email?: string; status?: number; roleIds?: number[] },
): Promise<number> {
  hash ??= hashPassword('pass1234');
  const tenantId = values.tenantId ?? 1;
  const row = await t.database.db
    .insertInto('system_users')
    .values({
      username: values.username,
      password: await hash,
      nickname: `${values.username}-nick`,
      remark: null,
      deptId: values.deptId ?? null,
      postIds: '[]',
      mobile: values.mobile ?? '',
      email: values.email ?? '',
      status: values.status ?? 0,
      tenantId,
      loginDate: null,
      lockedUntil: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const roleId of values.roleIds ?? []) {
    await t.database.db.insertInto('system_user_role').values({ userId: row.id, roleId, tenantId }).execute();
  }
  return row.id;
}

/** A role with a data scope that grants exactly the menus carrying these permission strings. */
export async function insertRole(
  t: TestApp,
  values: { code: string; permissions: string[]; dataScope: number; dataScopeDeptIds?: number[]; tenantId?: number },
): Promise<number> {
  const tenantId = values.tenantId ?? 1;
  const role = await t.database.db
    .insertInto('system_role')
    .values({
      name: values.code,
      code: values.code,
      dataScope: values.dataScope,
      dataScopeDeptIds: JSON.stringify(values.dataScopeDeptIds ?? []),
      remark: null,
      tenantId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.permissions.length) {
    const menus = await t.database.db.selectFrom('system_menu').select('id').where('permission', 'in', values.permissions).execute();
    await t.database.db.insertInto('system_role_menu').values(menus.map((m) => ({ roleId: role.id, menuId: m.id, tenantId }))).execute();
  }
  return role.id;
}

/** The latest operate-log row of a route (by its summary). */
export function lastOperateLog(t: TestApp, name: string) {
  return t.database.db.selectFrom('system_operate_log').selectAll().where('name', '=', name).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export const userRow = (t: TestApp, id: number) => t.database.db.selectFrom('system_users').selectAll().where('id', '=', id).executeTakeFirst();

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
