import { primitiveText } from '@console/contracts/text';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/** The cell texts of the first sheet of an .xlsx answer, header row first. */
export async function readXlsx(res: LightMyRequestResponse): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map(primitiveText));
  });
  return rows;
}

/** Creates a tenant package through the API (system-tenant admin token); returns its id. */
export async function createPackage(t: TestApp, token: string, name: string, menuIds: number[], status = 0): Promise<number> {
  const res = await t.api<number>({ method: 'POST', url: '/admin-api/system/tenant-package/create', token, payload: { name, status, remark: '', menuIds } });
  if (res.code !== 0) throw new Error(`package create failed: ${res.code} ${res.msg}`);
  return res.data;
}

export interface NewTenant {
  name: string;
  packageId: number;
  username: string;
  password: string;
  accountCount?: number;
  expireTime?: number;
  contactName?: string;
  contactMobile?: string;
  status?: number;
  domain?: string;
}

export const tenantBody = (input: NewTenant) => ({
  contactName: '联系人',
  contactMobile: '13800000000',
  status: 0,
  // A website belongs to one tenant: one per tenant name.
  domain: `https://${encodeURIComponent(input.name)}.example.com`,
  accountCount: 10,
  expireTime: Date.now() + 365 * 86_400_000,
  ...input,
});

/** Creates a tenant (with its admin) through the API; returns its id. */
export async function createTenantViaApi(t: TestApp, token: string, input: NewTenant): Promise<number> {
  const res = await t.api<number>({ method: 'POST', url: '/admin-api/system/tenant/create', token, payload: tenantBody(input) });
  if (res.code !== 0) throw new Error(`tenant create failed: ${res.code} ${res.msg}`);
  return res.data;
}

/** Signs in to a tenant with the tenant-id header. */
export const loginTo = (t: TestApp, tenantId: number, username: string, password: string) =>
  t.login(username, password, { 'tenant-id': String(tenantId) });

/** Menu ids and permission strings of every enabled menu, for building packages. */
export async function allMenus(t: TestApp) {
  return t.database.db.selectFrom('system_menu').select(['id', 'parentId', 'permission', 'type', 'status']).orderBy('id').execute();
}
