import type { Static } from 'typebox';
import type { ActivityRow, DoneTaskRow, InstanceDetail, InstanceRow, InstanceTaskRow, LeaveRow, TodoTaskRow } from '@console/contracts/bpm/process';
import type { DefinitionRow } from '@console/contracts/bpm/model';
import { http } from '../api/http';
import type { PageResult } from '../api/types';

export type ProcessInstance = Static<typeof InstanceRow>;
export type ProcessInstanceDetail = Static<typeof InstanceDetail>;
export type InstanceTask = Static<typeof InstanceTaskRow>;
export type TodoTask = Static<typeof TodoTaskRow>;
export type DoneTask = Static<typeof DoneTaskRow>;
export type Activity = Static<typeof ActivityRow>;
export type ProcessDefinition = Static<typeof DefinitionRow>;
export type Leave = Static<typeof LeaveRow>;

export interface InstanceFilters {
  name?: string;
  processDefinitionId?: number;
  category?: string;
  status?: number;
  result?: number;
  createTime?: [string, string];
}
export interface TaskFilters {
  name?: string;
  createTime?: [string, string];
}
export interface LeaveFilters {
  result?: number;
  type?: number;
  reason?: string;
  createTime?: [string, string];
}
type Paging = { pageNo: number; pageSize: number };

/** The workflow runtime's API (reference pay-bpm §2.7), used by 我的流程, 待办/已办, 流程详情 and the OA leave. */
export const processApi = {
  myPage: (query: InstanceFilters & Paging) => http.get<PageResult<ProcessInstance>>('/bpm/process-instance/my-page', query),
  get: (id: number) => http.get<ProcessInstanceDetail>('/bpm/process-instance/get', { id }),
  create: (processDefinitionId: number, variables: Record<string, unknown>) => http.post<number>('/bpm/process-instance/create', { processDefinitionId, variables }),
  cancel: (id: number, reason: string) => http.deleteWithBody<boolean>('/bpm/process-instance/cancel', { id, reason }),
  activeDefinitions: () => http.get<ProcessDefinition[]>('/bpm/process-definition/list', { suspensionState: 1 }),
  definitionXml: (id: number) => http.get<string>('/bpm/process-definition/get-bpmn-xml', { id }),
  todoPage: (query: TaskFilters & Paging) => http.get<PageResult<TodoTask>>('/bpm/task/todo-page', query),
  donePage: (query: TaskFilters & Paging) => http.get<PageResult<DoneTask>>('/bpm/task/done-page', query),
  tasks: (processInstanceId: number) => http.get<InstanceTask[]>('/bpm/task/list-by-process-instance-id', { processInstanceId }),
  activities: (processInstanceId: number) => http.get<Activity[]>('/bpm/activity/list', { processInstanceId }),
  approve: (id: number, reason: string) => http.put<boolean>('/bpm/task/approve', { id, reason }),
  reject: (id: number, reason: string) => http.put<boolean>('/bpm/task/reject', { id, reason }),
  transfer: (id: number, assigneeUserId: number) => http.put<boolean>('/bpm/task/update-assignee', { id, assigneeUserId }),
  leavePage: (query: LeaveFilters & Paging) => http.get<PageResult<Leave>>('/bpm/oa/leave/page', query),
  leave: (id: number) => http.get<Leave>('/bpm/oa/leave/get', { id }),
  createLeave: (body: { startTime: number; endTime: number; type: number; reason: string }) => http.post<number>('/bpm/oa/leave/create', body),
};

/** The instance/task result (dict bpm_process_instance_result). */
export const Result = { PROCESS: 1, APPROVE: 2, REJECT: 3, CANCEL: 4 } as const;
