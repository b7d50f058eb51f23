import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

export interface FileRecord {
  id: number;
  configId: number | null;
  name: string;
  path: string;
  url: string;
  type: string | null;
  size: number;
  createTime: number;
}

export interface FileFilters {
  path?: string;
  type?: string;
  createTime?: [string, string];
}

export const fileApi = {
  page: (query: FileFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<FileRecord>>('/infra/file/page', query),
  remove: (id: number) => http.delete<boolean>('/infra/file/delete', { id }),
  /** Answers the stored file's URL. */
  upload: (file: File, path?: string) => {
    const form = new FormData();
    if (path) form.append('path', path);
    form.append('file', file);
    return http.post<string>('/infra/file/upload', form);
  },
};
