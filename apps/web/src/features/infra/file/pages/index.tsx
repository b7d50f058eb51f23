import { useState } from 'react';
import { Button, Image, Typography, type TableColumnsType } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/shared/auth/auth-guard';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { confirmDelete } from '@/shared/components/crud/confirm';
import { RowAction, RowActions } from '@/shared/components/crud/row-action';
import { formatBytes, formatDateTime } from '@/shared/utils/format';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { fileApi, type FileFilters, type FileRecord } from '../file-api';
import { UploadDialog } from '../upload-dialog';
import { CrudList } from '@/shared/components/crud/crud-list';
import { SearchDateRange, SearchInput } from '@/shared/components/crud/search-fields';
import { actionsColumn } from '@/shared/components/crud/columns';
import '../texts';

interface SearchValues {
  path?: string;
  type?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): FileFilters {
  return { path: values.path?.trim() || undefined, type: values.type?.trim() || undefined, createTime: toCreateTimeRange(values.createTime) };
}

/** 文件列表 (component infra/file/index): uploads, newest first; images previewed, everything opened by its URL. */
export default function FilePage() {
  const { t } = useTranslation();
  const crud = useCrudPage<FileRecord, FileFilters, SearchValues>({ queryKey: ['infra', 'file'], fetchPage: fileApi.page, toFilters });
  const [uploading, setUploading] = useState(false);

  const columns: TableColumnsType<FileRecord> = [
    { title: t('file.id'), dataIndex: 'id', width: 90, align: 'center' },
    { title: t('file.name'), dataIndex: 'name', ellipsis: true },
    { title: t('file.path'), dataIndex: 'path', ellipsis: true },
    {
      title: t('file.url'),
      dataIndex: 'url',
      ellipsis: true,
      render: (url: string) => (
        <Typography.Link href={url} target="_blank" rel="noreferrer">
          {url}
        </Typography.Link>
      ),
    },
    { title: t('file.size'), dataIndex: 'size', width: 110, align: 'center', render: (size: number) => formatBytes(size) },
    { title: t('file.type'), dataIndex: 'type', width: 170, ellipsis: true },
    {
      title: t('file.preview'),
      key: 'preview',
      width: 100,
      align: 'center',
      render: (_value, row) => (row.type?.startsWith('image/') ? <Image src={row.url} alt={row.name} width={40} height={40} style={{ objectFit: 'cover' }} /> : null),
    },
    { title: t('file.createTime'), dataIndex: 'createTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
    actionsColumn(t('common.actions'), 100, (row) => (
      <RowActions>
        <RowAction
          permission="infra:file:delete"
          icon={<DeleteOutlined />}
          danger
          onClick={() => confirmDelete(t('crud.idSubject', { entity: t('file.entity'), id: row.id }), () => fileApi.remove(row.id), crud.invalidate)}
        >
          {t('common.delete')}
        </RowAction>
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="file-search"
      search={
        <>
          <SearchInput name="path" label={t('file.path')} width={200} />
          <SearchInput name="type" label={t('file.type')} width={160} />
          <SearchDateRange label={t('file.createTime')} />
        </>
      }
      toolbar={
        <>
          <Auth permissions={['infra:file:query']}>
            <Button type="primary" ghost icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              {t('file.upload')}
            </Button>
          </Auth>
        </>
      }
      columns={columns}
    >
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => {
          setUploading(false);
          void crud.invalidate();
        }}
      />
    </CrudList>
  );
}
