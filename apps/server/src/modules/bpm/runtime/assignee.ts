import { randomInt } from 'node:crypto';
import { BpmErrors } from '@console/contracts/error-codes';
import { fixedStatement } from '../../../db/compiled-query';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { RuleScript, RuleType } from '../rule/service';

/**
 * The candidates of a user task by its definition's rule (reference pay-bpm §2.4): every type and script, then
 * users that are missing or disabled taken out; none left is the reference's 1009006003.
 */
export async function taskCandidates(db: Db, definitionId: number, taskKey: string, startUserId: number): Promise<number[]> {
  const rules = await db.selectFrom('bpm_task_assign_rule').select(['type', 'options']).where('processDefinitionId', '=', definitionId).where('taskDefinitionKey', '=', taskKey).execute();
  if (rules.length !== 1) throw new ServiceError(BpmErrors.TASK_ASSIGN_RULE_NOT_FOUND, taskKey);
  return ruleCandidates(db, { type: rules[0]!.type, options: JSON.parse(rules[0]!.options) as number[] }, startUserId);
}

/** A task rule (type and option ids), as a deployed definition froze it. */
export interface AssignRule {
  type: number;
  options: number[];
}

/** Who a message names or goes to. */
export interface Person {
  id: number;
  nickname: string;
  mobile: string;
}

/** Users by id, as one statement text whatever the count (`= any($1)`), compiled once (db/compiled-query.ts). */
const usersByIds = fixedStatement((db: Db, ids: number[]) =>
  db
    .selectFrom('system_users')
    .select(['id', 'status', 'nickname', 'mobile'])
    .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
    .orderBy('id'),
);

/**
 * The candidates of one rule (the runtime keeps each definition's rules with its compiled diagram). `people`, when
 * given, learns the candidates and the starter in the same read (the step's messages name them).
 */
export async function ruleCandidates(db: Db, rule: AssignRule, startUserId: number, people?: Map<number, Person>): Promise<number[]> {
  const { type, options } = rule;
  const ids = new Set(options.length ? await candidatesOf(db, type, options, startUserId) : []);
  const users = ids.size ? await usersByIds.execute(db, people ? [...ids, startUserId] : [...ids]) : [];
  for (const user of users) people?.set(user.id, { id: user.id, nickname: user.nickname, mobile: user.mobile });
  const enabled = users.filter((u) => ids.has(u.id) && u.status === 0).map((u) => u.id);
  if (!enabled.length) throw new ServiceError(BpmErrors.TASK_CREATE_FAIL_NO_CANDIDATE_USER);
  return enabled;
}

/** One assignee among the candidates, at random (the original's "bpm tasks are owned by one person"). */
export const pickAssignee = (candidates: readonly number[]): number => candidates[randomInt(candidates.length)]!;

async function candidatesOf(db: Db, type: number, options: number[], startUserId: number): Promise<number[]> {
  switch (type) {
    case RuleType.ROLE:
      return (await db.selectFrom('system_user_role').select('userId').where('roleId', 'in', options).execute()).map((r) => r.userId);
    case RuleType.DEPT_MEMBER:
      return (await db.selectFrom('system_users').select('id').where('deptId', 'in', options).execute()).map((u) => u.id);
    case RuleType.DEPT_LEADER:
      return (await db.selectFrom('system_dept').select('leaderUserId').where('id', 'in', options).execute()).flatMap((d) => (d.leaderUserId === null ? [] : [d.leaderUserId]));
    case RuleType.POST:
      return (await db.selectFrom('system_user_post').select('userId').where('postId', 'in', options).execute()).map((r) => r.userId);
    case RuleType.USER:
      return options;
    case RuleType.USER_GROUP:
      return (
        await db
          .selectFrom('bpm_user_group_member as m')
          .innerJoin('bpm_user_group as g', 'g.id', 'm.groupId')
          .select('m.userId')
          .where('m.groupId', 'in', options)
          .where('g.status', '=', 0)
          .execute()
      ).map((r) => r.userId);
    case RuleType.SCRIPT: {
      const found: number[] = [];
      for (const script of options) found.push(...(await scriptCandidates(db, script, startUserId)));
      return found;
    }
    default:
      return [];
  }
}

/** 10 the starter; 20 the leader of the starter's department; 21 the leader of that department's parent. */
async function scriptCandidates(db: Db, script: number, startUserId: number): Promise<number[]> {
  if (script === RuleScript.START_USER) return [startUserId];
  const levels = script === RuleScript.LEADER_X1 ? 1 : script === RuleScript.LEADER_X2 ? 2 : 0;
  if (!levels) return [];
  const user = await db.selectFrom('system_users').select('deptId').where('id', '=', startUserId).executeTakeFirst();
  if (user?.deptId === null || user?.deptId === undefined) return [];
  let dept = await db.selectFrom('system_dept').select(['id', 'parentId', 'leaderUserId']).where('id', '=', user.deptId).executeTakeFirst();
  // The second level walks one parent up; a missing parent stops at the last department found (as the original).
  for (let level = 1; dept && level < levels; level++) {
    const parent = dept.parentId ? await db.selectFrom('system_dept').select(['id', 'parentId', 'leaderUserId']).where('id', '=', dept.parentId).executeTakeFirst() : undefined;
    if (!parent) break;
    dept = parent;
  }
  return dept?.leaderUserId ? [dept.leaderUserId] : [];
}
