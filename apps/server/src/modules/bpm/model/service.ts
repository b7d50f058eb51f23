import type { PageParams } from '@console/contracts/envelope';
import { BpmErrors, formatMessage } from '@console/contracts/error-codes';
import { BpmFormType, SuspensionState, type ModelCreate, type ModelUpdate } from '@console/contracts/bpm/model';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';
import { readBpmn } from './bpmn';
import { lintBpmn } from './lint';
import { loopWithoutWait } from './loops';
import { compileProcess } from '../runtime/engine';

type Actor = { id: number };

/** An XML NCName, as Flowable requires of a process id (the reference's MODEL_KEY_VALID). */
const NCNAME = /^[A-Za-z_][\w.-]*$/;

const COLUMNS = ['id', 'key', 'name', 'description', 'category', 'formType', 'formId', 'formCustomCreatePath', 'formCustomViewPath', 'createTime'] as const;

/** Each model with its form's name and its latest deployment (version, time, state), as the model list shows. */
async function withDeployments<R extends { id: number; formId: number | null }>(db: Db, rows: R[]) {
  const ids = rows.map((r) => r.id);
  const formIds = rows.map((r) => r.formId).filter((id): id is number => id !== null);
  const [definitions, forms] = await Promise.all([
    ids.length
      ? db
          .selectFrom('bpm_process_definition')
          .select(['id', 'modelId', 'version', 'deploymentTime', 'suspensionState'])
          .where('modelId', 'in', ids)
          .orderBy('version', 'desc')
          .execute()
      : [],
    formIds.length ? db.selectFrom('bpm_form').select(['id', 'name']).where('id', 'in', formIds).execute() : [],
  ]);
  const formName = new Map(forms.map((f) => [f.id, f.name]));
  return rows.map((row) => {
    const latest = definitions.find((d) => d.modelId === row.id);
    return {
      ...row,
      formName: row.formId === null ? null : (formName.get(row.formId) ?? null),
      processDefinition: latest ? { id: latest.id, version: latest.version, deploymentTime: latest.deploymentTime, suspensionState: latest.suspensionState } : null,
    };
  });
}

export async function pageModels(db: Db, query: { key?: string; name?: string; category?: string } & PageParams) {
  let base = db.selectFrom('bpm_model');
  if (query.key) base = base.where('key', '=', query.key);
  if (query.name) base = base.where('name', 'like', `%${escapeLike(query.name)}%`);
  if (query.category) base = base.where('category', '=', query.category);
  const page = await paginate(base, (q) => q.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: await withDeployments(db, page.list) };
}

export async function getModel(db: Db, id: number) {
  const row = await db.selectFrom('bpm_model').select([...COLUMNS, 'bpmnXml']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(BpmErrors.MODEL_NOT_EXISTS);
  return (await withDeployments(db, [row]))[0]!;
}

export function createModel(db: Db, actor: Actor, input: Static<typeof ModelCreate>, bpmnXml: string | null = null): Promise<number> {
  if (!NCNAME.test(input.key)) throw new ServiceError(BpmErrors.MODEL_KEY_VALID);
  return mapUniqueViolation(
    async () =>
      (
        await db
          .insertInto('bpm_model')
          .values({ key: input.key, name: input.name.trim(), description: input.description?.trim() || null, bpmnXml, creator: String(actor.id), updater: String(actor.id) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    { uk_bpm_model_key: { ...BpmErrors.MODEL_KEY_EXISTS, msg: formatMessage(BpmErrors.MODEL_KEY_EXISTS.msg, input.key) } },
  );
}

/** Only what is given changes (the designer saves the XML alone; the model dialog the rest). */
export function updateModel(db: Db, actor: Actor, input: Static<typeof ModelUpdate>) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('bpm_model').select([...COLUMNS, 'bpmnXml']).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(BpmErrors.MODEL_NOT_EXISTS);
    const { id: _id, ...patch } = input;
    const after = await trx
      .updateTable('bpm_model')
      .set({ ...patch, name: input.name?.trim() ?? before.name, updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning([...COLUMNS, 'bpmnXml'])
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

export function deleteModel(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('bpm_model').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(BpmErrors.MODEL_NOT_EXISTS);
    const started = await trx
      .selectFrom('bpm_process_instance as i')
      .innerJoin('bpm_process_definition as d', 'd.id', 'i.processDefinitionId')
      .select('i.id')
      .where('d.modelId', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (started) throw new ServiceError(BpmErrors.MODEL_DELETE_FAIL_HAS_INSTANCES);
    try {
      await trx.deleteFrom('bpm_model').where('id', '=', id).execute();
    } catch (err) {
      // An instance started meanwhile: its definition is referenced (foreign key).
      if ((err as { code?: string }).code === '23503') throw new ServiceError(BpmErrors.MODEL_DELETE_FAIL_HAS_INSTANCES);
      throw err;
    }
    return row;
  });
}

/** Activates or suspends the model's latest definition (1 / 2). */
export async function updateModelState(db: Db, id: number, state: number): Promise<void> {
  const model = await db.selectFrom('bpm_model').select('id').where('id', '=', id).executeTakeFirst();
  if (!model) throw new ServiceError(BpmErrors.MODEL_NOT_EXISTS);
  const latest = await db.selectFrom('bpm_process_definition').select('id').where('modelId', '=', id).orderBy('version', 'desc').limit(1).executeTakeFirst();
  if (!latest) throw new ServiceError(BpmErrors.PROCESS_DEFINITION_NOT_EXISTS);
  await db.updateTable('bpm_process_definition').set({ suspensionState: state, updateTime: new Date() }).where('id', '=', latest.id).execute();
}

/**
 * Deploys a model (reference §2.5.4): the diagram drawn and its process id and name the model's, the form set, every
 * user task given a rule, and something changed since the last deployment. A new version of the key, with the form
 * and the rules as they are now; the previous version is suspended. One deployment at a time per model (its row lock).
 */
export function deployModel(db: Db, actor: Actor, id: number): Promise<number> {
  return db.transaction().execute((trx) => deployModelIn(trx, actor, id));
}

/** deployModel inside the caller's transaction (the seed deploys the OA leave model in its own). */
export async function deployModelIn(trx: Db, actor: Actor, id: number): Promise<number> {
  {
    const model = await trx.selectFrom('bpm_model').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!model) throw new ServiceError(BpmErrors.MODEL_NOT_EXISTS);
    if (!model.bpmnXml) throw new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_BPMN_MISSING);
    const bpmn = await readBpmn(model.bpmnXml);
    if (bpmn.processId !== model.key) throw new ServiceError(BpmErrors.PROCESS_DEFINITION_KEY_NOT_MATCH, model.key, bpmn.processId);
    if (bpmn.processName !== model.name) throw new ServiceError(BpmErrors.PROCESS_DEFINITION_NAME_NOT_MATCH, model.name, bpmn.processName);
    const problems = await lintBpmn(bpmn.definitions);
    if (problems.length) throw new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_BPMN_INVALID, problems.slice(0, 3).join('；'));
    const loop = loopWithoutWait(bpmn.process);
    if (loop) throw new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_LOOP_WITHOUT_WAIT, loop);
    // What the engine would refuse to run (scripts, service tasks, expressions it does not allow) is refused now.
    await compileProcess(model.bpmnXml);

    let form: { conf: string; fields: string } | undefined;
    if (model.formType === BpmFormType.NORMAL) {
      form = model.formId === null ? undefined : await trx.selectFrom('bpm_form').select(['conf', 'fields']).where('id', '=', model.formId).executeTakeFirst();
      if (!form) throw new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_FORM_NOT_CONFIG);
    } else if (model.formType !== BpmFormType.CUSTOM || !model.formCustomCreatePath || !model.formCustomViewPath) {
      throw new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_FORM_NOT_CONFIG);
    }

    const rules = await trx.selectFrom('bpm_task_assign_rule').select(['taskDefinitionKey', 'type', 'options']).where('modelId', '=', id).where('processDefinitionId', '=', 0).execute();
    const ruleOf = new Map(rules.map((r) => [r.taskDefinitionKey, r]));
    const missing = bpmn.userTasks.find((task) => !ruleOf.get(task.key));
    if (missing) throw new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_TASK_ASSIGN_RULE_NOT_CONFIG, missing.name);
    const used = bpmn.userTasks.map((task) => ruleOf.get(task.key)!);

    const snapshot = {
      name: model.name,
      description: model.description,
      category: model.category,
      formType: model.formType,
      formId: model.formType === BpmFormType.NORMAL ? model.formId : null,
      formConf: form?.conf ?? null,
      formFields: form?.fields ?? null,
      formCustomCreatePath: model.formType === BpmFormType.CUSTOM ? model.formCustomCreatePath : null,
      formCustomViewPath: model.formType === BpmFormType.CUSTOM ? model.formCustomViewPath : null,
      bpmnXml: model.bpmnXml,
    };
    const latest = await trx.selectFrom('bpm_process_definition').selectAll().where('modelId', '=', id).orderBy('version', 'desc').limit(1).executeTakeFirst();
    if (latest) {
      const latestRules = await trx.selectFrom('bpm_task_assign_rule').select(['taskDefinitionKey', 'type', 'options']).where('processDefinitionId', '=', latest.id).orderBy('taskDefinitionKey').execute();
      const sameRules = JSON.stringify(latestRules) === JSON.stringify([...used].sort((a, b) => a.taskDefinitionKey.localeCompare(b.taskDefinitionKey)));
      const sameDefinition = (Object.keys(snapshot) as Array<keyof typeof snapshot>).every((k) => snapshot[k] === latest[k]);
      if (sameRules && sameDefinition) throw new ServiceError(BpmErrors.MODEL_DEPLOY_FAIL_TASK_INFO_EQUALS);
    }

    const definition = await trx
      .insertInto('bpm_process_definition')
      .values({ ...snapshot, formType: model.formType, modelId: id, key: model.key, version: (latest?.version ?? 0) + 1, creator: String(actor.id), updater: String(actor.id) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('bpm_process_definition')
      .set({ suspensionState: SuspensionState.SUSPENDED, updateTime: new Date() })
      .where('modelId', '=', id)
      .where('id', '!=', definition.id)
      .where('suspensionState', '=', SuspensionState.ACTIVE)
      .execute();
    if (used.length) {
      await trx
        .insertInto('bpm_task_assign_rule')
        .values(used.map((r) => ({ modelId: id, processDefinitionId: definition.id, taskDefinitionKey: r.taskDefinitionKey, type: r.type, options: r.options, creator: String(actor.id), updater: String(actor.id) })))
        .execute();
    }
    return definition.id;
  }
}
