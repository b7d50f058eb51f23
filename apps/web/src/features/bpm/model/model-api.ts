import type { Static } from 'typebox';
import type { ModelCreate, ModelDetail, ModelRow, ModelUpdate, RuleRow } from '@console/contracts/bpm/model';
import type { ProcessDefinition } from '@/shared/bpm-process/process-api';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type BpmModel = Static<typeof ModelRow>;
export type BpmModelDetail = Static<typeof ModelDetail>;
export type ModelInput = Static<typeof ModelCreate>;
export type ModelPatch = Static<typeof ModelUpdate>;
export type TaskRule = Static<typeof RuleRow>;
export interface ModelFilters {
  key?: string;
  name?: string;
  category?: string;
}

export const bpmModelApi = {
  page: (query: ModelFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<BpmModel>>('/bpm/model/page', query),
  get: (id: number) => http.get<BpmModelDetail>('/bpm/model/get', { id }),
  create: (body: ModelInput) => http.post<number>('/bpm/model/create', body),
  update: (body: ModelPatch) => http.put<boolean>('/bpm/model/update', body),
  remove: (id: number) => http.delete<boolean>('/bpm/model/delete', { id }),
  deploy: (id: number) => http.post<boolean>(`/bpm/model/deploy?id=${id}`, undefined),
  updateState: (id: number, state: number) => http.put<boolean>('/bpm/model/update-state', { id, state }),
  import: (file: File, key: string, name: string, description?: string) => {
    const form = new FormData();
    form.append('key', key);
    form.append('name', name);
    if (description) form.append('description', description);
    form.append('bpmnFile', file);
    return http.post<number>('/bpm/model/import', form);
  },
  forms: () => http.get<Array<{ id: number; name: string }>>('/bpm/form/list-all-simple'),
  rules: (modelId: number) => http.get<TaskRule[]>('/bpm/task-assign-rule/list', { modelId }),
  definitionRules: (processDefinitionId: number) => http.get<TaskRule[]>('/bpm/task-assign-rule/list', { processDefinitionId }),
  definitions: (query: { key?: string; pageNo: number; pageSize: number }) => http.get<PageResult<ProcessDefinition>>('/bpm/process-definition/page', query),
  createRule: (body: { modelId: number; taskDefinitionKey: string; type: number; options: number[] }) => http.post<number>('/bpm/task-assign-rule/create', body),
  updateRule: (body: { id: number; type: number; options: number[] }) => http.put<boolean>('/bpm/task-assign-rule/update', body),
  groups: () => http.get<Array<{ id: number; name: string }>>('/bpm/user-group/list-all-simple'),
};
