import type { Static } from 'typebox';
import type { TestDemoCreate, TestDemoFilter, TestDemoRow } from '@console/contracts/infra/test-demo';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type TestDemo = Static<typeof TestDemoRow>;

export type TestDemoFilters = Static<typeof TestDemoFilter>;

export type TestDemoInput = Static<typeof TestDemoCreate> & { id?: number };

export const testDemoApi = {
  page: (query: TestDemoFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<TestDemo>>('/infra/test-demo/page', query),
  get: (id: number) => http.get<TestDemo>('/infra/test-demo/get', { id }),
  create: (body: TestDemoInput) => http.post<number>('/infra/test-demo/create', body),
  update: (body: TestDemoInput) => http.put<boolean>('/infra/test-demo/update', body),
  remove: (id: number) => http.delete<boolean>('/infra/test-demo/delete', { id }),
  export: (filters: TestDemoFilters) => http.getBlob('/infra/test-demo/export-excel', filters),
};
