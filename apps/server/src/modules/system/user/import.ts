import type { FastifyBaseLogger } from 'fastify';
import { GlobalErrors, UserErrors } from '@console/contracts/error-codes';
import { isMobile } from '@console/contracts/validation';
import type { Db } from '../../../db/database';
import { badRequest, ServiceError } from '../../../platform/errors';
import { hashPassword } from '../../../platform/password';
import { readFirstSheet, type WorkbookLimits } from '../../../platform/workbook-reader';
import { EMAIL_PATTERN, USERNAME_PATTERN } from '@console/contracts/system/user';
import { applyUserUpdate, initPassword, insertUser, type Actor, type NewUser } from './service';

// Loaded on first use: exceljs costs ~0.5 s of start-up.
const loadExcel = async () => (await import('exceljs')).default;

/** The import sheet's columns (reference UserImportExcelVO), in template order. */
export const IMPORT_COLUMNS = [
  { key: 'username', header: '登录名称', width: 16 },
  { key: 'nickname', header: '用户名称', width: 16 },
  { key: 'deptId', header: '部门编号', width: 10 },
  { key: 'email', header: '用户邮箱', width: 24 },
  { key: 'mobile', header: '手机号码', width: 14 },
  { key: 'sex', header: '用户性别', width: 10 },
  { key: 'status', header: '账号状态', width: 10 },
] as const;
type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];
/** Other spellings seen in the wild for the same columns. */
const HEADER_ALIASES: Record<string, ImportKey> = { 帐号状态: 'status', 用户账号: 'username', 用户昵称: 'nickname' };

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** What one import may read, inflated: the template's 7 columns and 5 000 rows fit many times over. */
const IMPORT_LIMITS: WorkbookLimits = { maxInflatedBytes: 10 * 1024 * 1024, maxRows: MAX_IMPORT_ROWS, maxColumns: 100, maxCellLength: 32_767 };
/** The answer lists at most this many failed rows (the rest are counted), with keys and reasons cut to these lengths. */
const MAX_LISTED_FAILURES = 100;
const MAX_ECHOED_KEY = 64;
const MAX_ECHOED_REASON = 200;

const STATUS_LABELS: Record<string, number> = { 开启: 0, 正常: 0, 关闭: 1, 停用: 1 };
const SEX_FALLBACK_LABELS: Record<string, number> = { 未知: 0, 男: 1, 女: 2 };

export interface ImportResult {
  createUsernames: string[];
  updateUsernames: string[];
  failureUsernames: Record<string, string>;
  failureCount: number;
}


/** A template to fill in: the header row and two example rows. */
export async function importTemplate(): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet('用户列表');
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({ username: 'yudao', nickname: '芋道', deptId: 103, email: 'yunai@iocoder.cn', mobile: '15601691300', sex: '男', status: '开启' });
  sheet.addRow({ username: 'zhijiang', nickname: '源码', deptId: 104, email: 'yuanma@iocoder.cn', mobile: '15601701300', sex: '女', status: '关闭' });
  // Mobile numbers as text, so Excel keeps them as typed.
  sheet.getColumn('mobile').numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface SheetRow {
  rowNumber: number;
  cells: Partial<Record<ImportKey, string>>;
}

/** Reads the first sheet, within IMPORT_LIMITS: the header row names the columns, data rows follow; blank rows are skipped. */
async function readSheet(content: Buffer): Promise<SheetRow[]> {
  const [header, ...rows] = await readFirstSheet(content, 'file', IMPORT_LIMITS);
  const columns = new Map<number, ImportKey>();
  if (header?.rowNumber === 1) {
    for (const [column, value] of header.cells) {
      const text = value.trim();
      const key = IMPORT_COLUMNS.find((c) => c.header === text)?.key ?? HEADER_ALIASES[text];
      if (key) columns.set(column, key);
    }
  }
  if (![...columns.values()].includes('username')) throw badRequest('file 缺少表头“登录名称”，请使用导入模板');
  return rows.flatMap(({ rowNumber, cells }) => {
    const mapped: SheetRow['cells'] = {};
    for (const [column, key] of columns) mapped[key] = cells.get(column)?.trim() ?? '';
    return Object.values(mapped).some((v) => v !== '') ? [{ rowNumber, cells: mapped }] : [];
  });
}

const usernameRe = new RegExp(USERNAME_PATTERN);
const emailRe = new RegExp(EMAIL_PATTERN);

/** One row as a user, or the reason it cannot be one (the same rules as the create form). */
function parseRow(cells: SheetRow['cells'], sexLabels: Record<string, number>): { user: NewUser } | { reason: string } {
  const username = cells.username ?? '';
  const nickname = cells.nickname ?? '';
  if (!username) return { reason: '登录名称不能为空' };
  if (!usernameRe.test(username)) return { reason: '登录名称须为 4–30 位字母或数字' };
  if (!nickname) return { reason: '用户名称不能为空' };
  if (nickname.length > 30) return { reason: '用户名称长度不能超过 30' };
  let deptId: number | null = null;
  if (cells.deptId) {
    deptId = Number(cells.deptId);
    if (!Number.isSafeInteger(deptId) || deptId <= 0) return { reason: '部门编号不正确' };
  }
  const email = cells.email ?? '';
  if (email && (email.length > 50 || !emailRe.test(email))) return { reason: '邮箱格式不正确' };
  const mobile = cells.mobile ?? '';
  if (mobile && !isMobile(mobile)) return { reason: '手机号码格式不正确' };
  let sex = 0;
  if (cells.sex) {
    const v = /^[0-3]$/.test(cells.sex) ? Number(cells.sex) : sexLabels[cells.sex];
    if (v === undefined) return { reason: '用户性别不正确' };
    sex = v;
  }
  let status = 0;
  if (cells.status) {
    const v = /^[01]$/.test(cells.status) ? Number(cells.status) : STATUS_LABELS[cells.status];
    if (v === undefined) return { reason: '账号状态不正确' };
    status = v;
  }
  return { user: { username, nickname, deptId, email, mobile, sex, status } };
}

/**
 * Imports users from an .xlsx: each row in its own transaction, so a bad row is reported and never
 * half-written while the good rows go in. New users get the initial password (config
 * `sys.user.init-password`); existing ones are updated only with `updateSupport`.
 */
export async function importUsers(db: Db, actor: Actor, content: Buffer, updateSupport: boolean, log: FastifyBaseLogger): Promise<ImportResult> {
  const rows = await readSheet(content);
  if (rows.length === 0) throw new ServiceError(UserErrors.USER_IMPORT_LIST_IS_EMPTY);

  const sexLabels: Record<string, number> = { ...SEX_FALLBACK_LABELS };
  for (const d of await db.selectFrom('system_dict_data').select(['label', 'value']).where('dictType', '=', 'system_user_sex').execute()) {
    if (/^[0-3]$/.test(d.value)) sexLabels[d.label] = Number(d.value);
  }
  let passwordHash: Promise<string | undefined> | undefined;
  const newUserHash = () => (passwordHash ??= initPassword(db).then((p) => (p ? hashPassword(p) : undefined)));

  const createUsernames: string[] = [];
  const updateUsernames: string[] = [];
  // A row's key is its username as the file spells it: anything up to a cell's length, so only a bounded echo of it.
  const failures = new Map<string, string>();
  let failureCount = 0;
  const fail = (username: string, rowNumber: number, reason: string) => {
    failureCount += 1;
    if (failures.size >= MAX_LISTED_FAILURES) return;
    const name = clip(username, MAX_ECHOED_KEY);
    failures.set(name && !failures.has(name) ? name : `${name}（第${rowNumber}行）`, clip(reason, MAX_ECHOED_REASON));
  };
  const seen = new Set<string>();

  for (const { rowNumber, cells } of rows) {
    const username = cells.username ?? '';
    const parsed = parseRow(cells, sexLabels);
    if ('reason' in parsed) {
      fail(username, rowNumber, parsed.reason);
      continue;
    }
    if (seen.has(username)) {
      fail(username, rowNumber, '导入文件中登录名称重复');
      continue;
    }
    seen.add(username);
    try {
      const existing = await db.selectFrom('system_users').select('id').where('username', '=', username).executeTakeFirst();
      if (!existing) {
        const hash = await newUserHash();
        if (!hash) throw new ServiceError(UserErrors.USER_IMPORT_INIT_PASSWORD);
        await db.transaction().execute((trx) => insertUser(trx, actor, parsed.user, hash));
        createUsernames.push(username);
      } else if (!updateSupport) {
        fail(username, rowNumber, UserErrors.USER_USERNAME_EXISTS.msg);
      } else {
        if (existing.id === actor.id && parsed.user.status !== 0) throw new ServiceError(UserErrors.USER_DISABLE_SELF);
        const { username: _ignored, ...fields } = parsed.user;
        await db.transaction().execute((trx) => applyUserUpdate(trx, actor, existing.id, fields));
        updateUsernames.push(username);
      }
    } catch (err) {
      if (err instanceof ServiceError) {
        fail(username, rowNumber, err.message);
      } else {
        log.error({ err, rowNumber }, 'user import row failed');
        fail(username, rowNumber, GlobalErrors.INTERNAL_SERVER_ERROR.msg);
      }
    }
  }
  const unlisted = failureCount - failures.size;
  if (unlisted > 0) failures.set(`……（另有 ${unlisted} 行）`, `未逐一列出：共 ${failureCount} 行导入失败，只列出前 ${MAX_LISTED_FAILURES} 行`);
  return { createUsernames, updateUsernames, failureUsernames: Object.fromEntries(failures), failureCount };
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
