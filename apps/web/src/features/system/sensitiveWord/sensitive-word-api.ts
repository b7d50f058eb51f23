import type { Static } from 'typebox';
import type { SensitiveWordCreate, SensitiveWordFilter, SensitiveWordRow } from '@console/contracts/system/sensitive-word';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type SensitiveWord = Static<typeof SensitiveWordRow>;

export type SensitiveWordFilters = Static<typeof SensitiveWordFilter>;

export type SensitiveWordInput = Static<typeof SensitiveWordCreate> & { id?: number };

export const sensitiveWordApi = {
  page: (query: SensitiveWordFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<SensitiveWord>>('/system/sensitive-word/page', query),
  get: (id: number) => http.get<SensitiveWord>('/system/sensitive-word/get', { id }),
  create: (body: SensitiveWordInput) => http.post<number>('/system/sensitive-word/create', body),
  update: (body: SensitiveWordInput) => http.put<boolean>('/system/sensitive-word/update', body),
  remove: (id: number) => http.delete<boolean>('/system/sensitive-word/delete', { id }),
  export: (filters: SensitiveWordFilters) => http.getBlob('/system/sensitive-word/export-excel', filters),
  tags: () => http.get<string[]>('/system/sensitive-word/get-tags'),
  /** The POST form: the text goes in the body, whatever its length. */
  validateText: (text: string, tags: string[]) => http.post<string[]>('/system/sensitive-word/validate-text', { text, tags }),
};
