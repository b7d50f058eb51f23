import type { Static } from 'typebox';
import type { FormCreate, FormListRow, FormRow } from '@console/contracts/bpm/form';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type BpmFormRow = Static<typeof FormListRow>;
export type BpmForm = Static<typeof FormRow>;
export type BpmFormInput = Static<typeof FormCreate> & { id?: number };

export const bpmFormApi = {
  page: (query: { name?: string; pageNo: number; pageSize: number }) => http.get<PageResult<BpmFormRow>>('/bpm/form/page', query),
  get: (id: number) => http.get<BpmForm>('/bpm/form/get', { id }),
  create: (body: BpmFormInput) => http.post<number>('/bpm/form/create', body),
  update: (body: BpmFormInput) => http.put<boolean>('/bpm/form/update', body),
  remove: (id: number) => http.delete<boolean>('/bpm/form/delete', { id }),
};
