import type { PageParams } from '@console/contracts/envelope';
import { BpmErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { paginate } from '../../../platform/paging';

const COLUMNS = [
  'id',
  'modelId',
  'key',
  'name',
  'version',
  'description',
  'category',
  'formType',
  'formId',
  'formConf',
  'formFields',
  'formCustomCreatePath',
  'formCustomViewPath',
  'suspensionState',
  'deploymentTime',
] as const;

async function shown<R extends { formId: number | null; formFields: string | null }>(db: Db, rows: R[]) {
  const formIds = rows.map((r) => r.formId).filter((id): id is number => id !== null);
  const forms = formIds.length ? await db.selectFrom('bpm_form').select(['id', 'name']).where('id', 'in', formIds).execute() : [];
  const formName = new Map(forms.map((f) => [f.id, f.name]));
  return rows.map((row) => ({
    ...row,
    formName: row.formId === null ? null : (formName.get(row.formId) ?? null),
    formFields: row.formFields === null ? null : (JSON.parse(row.formFields) as string[]),
  }));
}

/** 流程定义: a key's versions, newest first. */
export async function pageDefinitions(db: Db, query: { key?: string } & PageParams) {
  let base = db.selectFrom('bpm_process_definition');
  if (query.key) base = base.where('key', '=', query.key);
  const page = await paginate(base, (q) => q.select(COLUMNS).orderBy('key').orderBy('version', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: await shown(db, page.list) };
}

/** 发起流程's list: the definitions in a state (active ones, 1), latest first. */
export async function listDefinitions(db: Db, suspensionState?: number) {
  let q = db.selectFrom('bpm_process_definition').select(COLUMNS);
  if (suspensionState !== undefined) q = q.where('suspensionState', '=', suspensionState);
  return shown(db, await q.orderBy('id', 'desc').limit(500).execute());
}

export async function getDefinitionXml(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('bpm_process_definition').select('bpmnXml').where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(BpmErrors.PROCESS_DEFINITION_NOT_EXISTS);
  return row.bpmnXml;
}
