import type { Static } from 'typebox';
import type { FileFilter, FileRow } from '@console/contracts/infra/file';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type FileRecord = Static<typeof FileRow>;

export type FileFilters = Static<typeof FileFilter>;

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
