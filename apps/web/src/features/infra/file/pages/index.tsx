import { useState } from 'react';
import { Button, Card, Form, Image, Input, Table, Typography, type TableColumnsType } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../../shared/auth/auth-guard';
import { DateRangeField } from '../../../../shared/components/date-range-field';
import { Pagination } from '../../../../shared/components/pagination';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { confirmDelete } from '../../../../shared/components/crud/confirm';
import { RowAction, RowActions } from '../../../../shared/components/crud/row-action';
import { formatDateTime } from '../../../../shared/utils/format';
import { toCreateTimeRange } from '../../../../shared/utils/date-range';
import { fileApi, type FileFilters, type FileRecord } from '../file-api';
import { UploadDialog } from '../upload-dialog';

interface SearchValues {
  path?: string;
  type?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): FileFilters {
  return { path: values.path?.trim() || undefined, type: values.type?.trim() || undefined, createTime: toCreateTimeRange(values.createTime) };
}

/** 1.5 MB, 820 KB, 12 B. */
function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
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
    { title: t('file.size'), dataIndex: 'size', width: 110, align: 'center', render: (size: number) => formatSize(size) },
    { title: t('file.type'), dataIndex: 'type', width: 170, ellipsis: true },
    {
      title: t('file.preview'),
      key: 'preview',
      width: 100,
      align: 'center',
      render: (_value, row) => (row.type?.startsWith('image/') ? <Image src={row.url} alt={row.name} width={40} height={40} style={{ objectFit: 'cover' }} /> : null),
    },
    { title: t('file.createTime'), dataIndex: 'createTime', width: 170, align: 'center', render: (value: number) => formatDateTime(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
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
      ),
    },
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="file-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="path" label={t('file.path')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('file.path') })} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="type" label={t('file.type')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('file.type') })} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="createTime" label={t('file.createTime')}>
          <DateRangeField />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <Auth permissions={['infra:file:query']}>
          <Button type="primary" ghost icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            {t('file.upload')}
          </Button>
        </Auth>
      </RightToolbar>
      <Table<FileRecord> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 1300 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => {
          setUploading(false);
          void crud.invalidate();
        }}
      />
    </Card>
  );
}
