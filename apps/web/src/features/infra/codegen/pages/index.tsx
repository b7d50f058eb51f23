import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/shared/auth/auth-guard';
import { saveBlob } from '@/shared/api/download';
import { actionsColumn, dateTimeColumn } from '@/shared/components/crud/columns';
import { confirmAction } from '@/shared/components/crud/confirm';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DeleteAction, MoreActions, RowAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { codegenApi, type CodegenTable, type CodegenTableFilters } from '../codegen-api';
import { dataSourceName, useDataSources } from '../use-data-sources';
import { ImportDialog } from '../components/import-dialog';
import { PreviewDialog } from '../components/preview-dialog';
import { CODEGEN_QUERY_KEY, editPath } from '../routes';
import '../codegen.css';
import '../texts';

interface SearchValues {
  tableName?: string;
  tableComment?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): CodegenTableFilters {
  return { tableName: values.tableName?.trim() || undefined, tableComment: values.tableComment?.trim() || undefined, createTime: toCreateTimeRange(values.createTime) };
}

/** 代码生成 (component infra/codegen/index): the imported tables, and what can be done with each. */
export default function CodegenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crud = useCrudPage<CodegenTable, CodegenTableFilters, SearchValues>({ queryKey: CODEGEN_QUERY_KEY, fetchPage: codegenApi.page, toFilters });
  const dataSources = useDataSources();
  const [importing, setImporting] = useState(false);
  const [previewing, setPreviewing] = useState<CodegenTable | null>(null);

  const sync = (row: CodegenTable) =>
    confirmAction({ content: t('codegen.confirmSync', { name: row.tableName }), run: () => codegenApi.syncFromDb(row.id), successText: t('codegen.syncSuccess'), onDone: crud.invalidate });

  const download = async (row: CodegenTable) => {
    try {
      const response = await codegenApi.download(row.id);
      saveBlob(response.data, `codegen-${row.tableName}.zip`);
    } catch {
      // the request layer has told the user
    }
  };

  const columns: TableColumnsType<CodegenTable> = [
    { title: t('codegen.dataSource'), dataIndex: 'dataSourceConfigId', width: 110, align: 'center', render: (id: number) => dataSourceName(dataSources.data, id) },
    { title: t('codegen.tableName'), dataIndex: 'tableName', ellipsis: true },
    { title: t('codegen.tableComment'), dataIndex: 'tableComment', ellipsis: true },
    { title: t('codegen.className'), dataIndex: 'className', ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    dateTimeColumn(t('codegen.updateTime'), 'updateTime'),
    actionsColumn(t('common.actions'), 290, (row) => (
      <RowActions>
        <RowAction permission="infra:codegen:preview" icon={<EyeOutlined />} onClick={() => setPreviewing(row)}>
          {t('codegen.preview')}
        </RowAction>
        <RowAction permission="infra:codegen:update" icon={<EditOutlined />} onClick={() => void navigate(editPath(row.id))}>
          {t('codegen.edit')}
        </RowAction>
        <DeleteAction
          permission="infra:codegen:delete"
          subject={t('crud.idSubject', { entity: t('codegen.tableName'), id: row.tableName })}
          remove={() => codegenApi.remove(row.id)}
          onDone={crud.invalidate}
        />
        <MoreActions
          items={[
            { key: 'sync', permission: 'infra:codegen:update', label: t('codegen.sync'), icon: <SyncOutlined />, onClick: () => sync(row) },
            { key: 'download', permission: 'infra:codegen:download', label: t('codegen.generate'), icon: <DownloadOutlined />, onClick: () => void download(row) },
          ]}
        />
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="codegen-search"
      search={
        <>
          <SearchInput name="tableName" label={t('codegen.tableName')} />
          <SearchInput name="tableComment" label={t('codegen.tableComment')} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={
        <Auth permissions={['infra:codegen:create']}>
          <Button type="primary" ghost icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('codegen.import')}
          </Button>
        </Auth>
      }
      columns={columns}
    >
      {importing && <ImportDialog onClose={() => setImporting(false)} onImported={crud.invalidate} />}
      <PreviewDialog table={previewing} onClose={() => setPreviewing(null)} />
    </CrudList>
  );
}
