import { BpmErrors, DeptErrors, formatMessage, PostErrors, RoleErrors, UserErrors } from '@console/contracts/error-codes';
import type { RuleCreate, RuleUpdate } from '@console/contracts/bpm/model';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { badField, ServiceError } from '../../../platform/errors';
import { mapUniqueViolation } from '../../../platform/unique';
import { readBpmn } from '../model/bpmn';

type Actor = { id: number };

/** Rule types (dict bpm_task_assign_rule_type) and the scripts of type 50 (dict bpm_task_assign_script). */
export const RuleType = { ROLE: 10, DEPT_MEMBER: 20, DEPT_LEADER: 21, POST: 22, USER: 30, USER_GROUP: 40, SCRIPT: 50 } as const;
export const RuleScript = { START_USER: 10, LEADER_X1: 20, LEADER_X2: 21 } as const;

const COLUMNS = ['id', 'modelId', 'processDefinitionId', 'taskDefinitionKey', 'type', 'options'] as const;

/** The user tasks of a BPMN with their rules: one row per task, the rule's type and options null when it has none. */
async function rulesOf(db: Db, modelId: number, processDefinitionId: number, xml: string | null) {
  const tasks = xml ? (await readBpmn(xml)).userTasks : [];
  const rules = await db.selectFrom('bpm_task_assign_rule').select(COLUMNS).where('modelId', '=', modelId).where('processDefinitionId', '=', processDefinitionId).execute();
  const byKey = new Map(rules.map((r) => [r.taskDefinitionKey, r]));
  return tasks.map((task) => {
    const rule = byKey.get(task.key);
    return {
      id: rule?.id ?? null,
      modelId,
      processDefinitionId,
      taskDefinitionKey: task.key,
      taskDefinitionName: task.name,
      type: rule?.type ?? null,
      options: rule ? (JSON.parse(rule.options) as number[]) : null,
    };
  });
}

export async function listRules(db: Db, query: { modelId?: number; processDefinitionId?: number }) {
  if (query.processDefinitionId !== undefined) {
    const definition = await db.selectFrom('bpm_process_definition').select(['modelId', 'bpmnXml']).where('id', '=', query.processDefinitionId).executeTakeFirst();
    if (!definition) throw new ServiceError(BpmErrors.PROCESS_DEFINITION_NOT_EXISTS);
    return rulesOf(db, definition.modelId, query.processDefinitionId, definition.bpmnXml);
  }
  if (query.modelId === undefined) throw badField('modelId', '或 processDefinitionId 必须给出一个');
  const model = await db.selectFrom('bpm_model').select(['id', 'bpmnXml']).where('id', '=', query.modelId).executeTakeFirst();
  if (!model) throw new ServiceError(BpmErrors.MODEL_NOT_EXISTS);
  return rulesOf(db, model.id, 0, model.bpmnXml);
}

/** The options must name things that exist in the tenant (and groups be enabled, scripts be known), as the original checks. */
async function checkOptions(db: Db, type: number, options: number[]): Promise<void> {
  const count = async (table: 'system_role' | 'system_dept' | 'system_post' | 'system_users') =>
    (await db.selectFrom(table).select('id').where('id', 'in', options).execute()).length;
  switch (type) {
    case RuleType.ROLE:
      if ((await count('system_role')) !== options.length) throw new ServiceError(RoleErrors.ROLE_NOT_EXISTS);
      return;
    case RuleType.DEPT_MEMBER:
    case RuleType.DEPT_LEADER:
      if ((await count('system_dept')) !== options.length) throw new ServiceError(DeptErrors.DEPT_NOT_FOUND);
      return;
    case RuleType.POST:
      if ((await count('system_post')) !== options.length) throw new ServiceError(PostErrors.POST_NOT_FOUND);
      return;
    case RuleType.USER:
      if ((await count('system_users')) !== options.length) throw new ServiceError(UserErrors.USER_NOT_EXISTS);
      return;
    case RuleType.USER_GROUP: {
      const groups = await db.selectFrom('bpm_user_group').select(['id', 'name', 'status']).where('id', 'in', options).execute();
      if (groups.length !== options.length) throw new ServiceError(BpmErrors.USER_GROUP_NOT_EXISTS);
      const disabled = groups.find((g) => g.status !== 0);
      if (disabled) throw new ServiceError(BpmErrors.USER_GROUP_IS_DISABLE, disabled.name);
      return;
    }
    case RuleType.SCRIPT: {
      const unknown = options.find((o) => !(Object.values(RuleScript) as number[]).includes(o));
      if (unknown !== undefined) throw new ServiceError(BpmErrors.TASK_ASSIGN_SCRIPT_NOT_EXISTS, unknown);
      return;
    }
    default:
      throw badField('type', '不是任务分配规则的类型');
  }
}

/** A model's rule for one of its user tasks; one per task (a unique index: 1009006000). */
export async function createRule(db: Db, actor: Actor, input: Static<typeof RuleCreate>): Promise<number> {
  const model = await db.selectFrom('bpm_model').select(['id', 'key', 'bpmnXml']).where('id', '=', input.modelId).executeTakeFirst();
  if (!model) throw new ServiceError(BpmErrors.MODEL_NOT_EXISTS);
  const tasks = model.bpmnXml ? (await readBpmn(model.bpmnXml)).userTasks : [];
  if (!tasks.some((t) => t.key === input.taskDefinitionKey)) throw badField('taskDefinitionKey', '不是该流程图的用户任务');
  await checkOptions(db, input.type, input.options);
  return mapUniqueViolation(
    async () =>
      (
        await db
          .insertInto('bpm_task_assign_rule')
          .values({ modelId: model.id, processDefinitionId: 0, taskDefinitionKey: input.taskDefinitionKey, type: input.type, options: JSON.stringify(input.options), creator: String(actor.id), updater: String(actor.id) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    { uk_bpm_task_assign_rule: { ...BpmErrors.TASK_ASSIGN_RULE_EXISTS, msg: formatMessage(BpmErrors.TASK_ASSIGN_RULE_EXISTS.msg, model.key, input.taskDefinitionKey) } },
  );
}

/** Only a model's rules change; a deployed definition's copies stay as deployed (1009006002). */
export function updateRule(db: Db, actor: Actor, input: Static<typeof RuleUpdate>) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('bpm_task_assign_rule').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(BpmErrors.TASK_ASSIGN_RULE_NOT_EXISTS);
    if (before.processDefinitionId !== 0) throw new ServiceError(BpmErrors.TASK_UPDATE_FAIL_NOT_MODEL);
    await checkOptions(trx, input.type, input.options);
    const after = await trx
      .updateTable('bpm_task_assign_rule')
      .set({ type: input.type, options: JSON.stringify(input.options), updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}
