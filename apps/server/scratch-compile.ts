// Scratch: CPU of building + scoping + compiling the approval's fixed statements, against the compiled cache's path.
import { Kysely, PostgresDialect } from 'kysely';
import { casing } from './src/db/casing';
import type { Database } from './src/db/schema';
import { scopeToTenant } from './src/db/tenant-scope';
import type { Db } from './src/db/database';

const root = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }), plugins: [casing] }) as unknown as Db;
const tenant = scopeToTenant(root, 1);
const INSTANCE_COLUMNS = ['id', 'processDefinitionId', 'name', 'startUserId', 'status', 'businessKey', 'engineState'] as const;
const statements: Record<string, () => unknown> = {
  lock: () => tenant.selectFrom('bpm_process_instance as i').leftJoin('system_users as u', 'u.id', 'i.startUserId').select(INSTANCE_COLUMNS.map((c) => `i.${c}` as const)).select(['u.nickname as starterNickname', 'u.mobile as starterMobile']).where('i.id', '=', (eb) => eb.selectFrom('bpm_task').select('processInstanceId').where('id', '=', 5)).forUpdate('i').compile(),
  approve: () => tenant.with('approved', (q) => q.updateTable('bpm_task').set({ result: 2, reason: 'ok', endTime: new Date(), updateTime: new Date(), updater: '1' }).where('id', '=', 5).where('processInstanceId', '=', 3).where('result', '=', 1).where('assigneeUserId', '=', 1).returning(['id', 'executionId', 'definitionKey', 'name', 'nextAssigneeUserIds'])).selectFrom('approved').selectAll('approved').select((eb) => eb.fn<string[]>('array', [eb.selectFrom('bpm_task').select('executionId').where('processInstanceId', '=', 3).where('result', '=', 1).where('id', '!=', 5)]).as('otherOpen')).compile(),
  tasks: () => tenant.selectFrom('bpm_process_instance as i').leftJoin('bpm_task as t', 't.processInstanceId', 'i.id').leftJoin('system_users as u', 'u.id', 't.assigneeUserId').leftJoin('system_dept as d', 'd.id', 'u.deptId').select(['i.startUserId', 't.id', 't.name', 't.definitionKey', 't.createTime', 't.endTime', 't.result', 't.reason', 't.assigneeUserId']).select(['u.id as userId', 'u.nickname', 'u.deptId', 'd.name as deptName']).where('i.id', '=', 3).orderBy('t.id').compile(),
  operateLog: () => root.insertInto('system_operate_log').values({ tenantId: 1, userId: 1, traceId: 'x', module: 'm', name: 'n', type: 2, requestMethod: 'PUT', requestUrl: '/u', userIp: '1', userAgent: 'a', javaMethod: 'j', javaMethodArgs: '{}', startTime: new Date(), duration: 1, resultCode: 0, resultMsg: '', resultData: '', exts: null, creator: '1', updater: '1' }).compile(),
};
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
for (let round = 0; round < 3; round++) {
  const row: string[] = [];
  for (const [name, make] of Object.entries(statements)) {
    for (let i = 0; i < 2000; i++) make();
    const at = cpu();
    const n = 20000;
    for (let i = 0; i < n; i++) make();
    row.push(`${name} ${((cpu() - at) / n).toFixed(1)} µs`);
  }
  console.log(row.join(' | '));
}
