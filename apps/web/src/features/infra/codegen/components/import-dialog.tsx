import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Table, Typography, type TableColumnsType } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/feedback';
import { codegenApi, MASTER_DATA_SOURCE_ID, type DbTable, type DbTableFilters } from '../codegen-api';
import { useDataSources } from '../use-data-sources';
import { CODEGEN_QUERY_KEY } from '../routes';
import { importBody } from '../import-body';

interface FilterValues {
  dataSourceConfigId: number;
  name?: string;
  comment?: string;
}

interface CommentValues {
  comments?: Record<string, string | undefined>;
}

const INITIAL: FilterValues = { dataSourceConfigId: MASTER_DATA_SOURCE_ID };

interface ImportDialogProps {
  onClose: () => void;
  onImported: () => unknown;
}

/**
 * 导入表 (800 px): the tables of a data source not imported yet; the chosen ones are imported together. A table the
 * database keeps no comment for asks for one here (the original offers such tables and then refuses them).
 * Mounted only while open, so each opening starts afresh.
 */
export function ImportDialog({ onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const [filterForm] = Form.useForm<FilterValues>();
  const [commentForm] = Form.useForm<CommentValues>();
  const [filters, setFilters] = useState<DbTableFilters>(INITIAL);
  const [selected, setSelected] = useState<string[]>([]);
  const dataSources = useDataSources();
  const tables = useQuery({ queryKey: [...CODEGEN_QUERY_KEY, 'db-tables', filters], queryFn: () => codegenApi.dbTables(filters) });
  const rows = tables.data ?? [];

  const search = (values: FilterValues) => {
    setSelected([]);
    setFilters({ dataSourceConfigId: values.dataSourceConfigId, name: values.name?.trim() || undefined, comment: values.comment?.trim() || undefined });
  };
  const toggle = (name: string) => setSelected((current) => (current.includes(name) ? current.filter((other) => other !== name) : [...current, name]));

  const importing = useMutation({
    mutationFn: codegenApi.importTables,
    onSuccess: async () => {
      toast.success(t('codegen.importSuccess'));
      onClose();
      await onImported();
    },
  });

  const submit = async () => {
    if (selected.length === 0) {
      toast.warning(t('codegen.chooseTables'));
      return;
    }
    let values: CommentValues;
    try {
      values = await commentForm.validateFields();
    } catch (failure) {
      toast.error(t('codegen.commentsMissing'));
      // The table scrolls inside the dialog: bring the first table still wanting a comment into view.
      const first = (failure as { errorFields?: Array<{ name: (string | number)[] }> }).errorFields?.[0];
      if (first) commentForm.scrollToField(first.name, { block: 'center' });
      return;
    }
    importing.mutate(importBody(filters.dataSourceConfigId, rows, selected, values.comments ?? {}));
  };

  const columns: TableColumnsType<DbTable> = [
    { title: t('codegen.tableName'), dataIndex: 'name', width: 260, ellipsis: true },
    {
      title: t('codegen.tableComment'),
      dataIndex: 'comment',
      render: (comment: string, row) => {
        if (comment.trim()) return comment;
        if (!selected.includes(row.name)) return <Typography.Text type="secondary">{t('codegen.noComment')}</Typography.Text>;
        return (
          <Form.Item
            name={['comments', row.name]}
            rules={[
              { required: true, whitespace: true, message: t('codegen.commentMissing') },
              { max: 500, message: t('common.maxLength', { field: t('codegen.tableComment'), max: 500 }) },
            ]}
            className="codegen-inline-item"
          >
            <Input size="small" aria-label={`${row.name} ${t('codegen.tableComment')}`} placeholder={t('common.pleaseEnter', { field: t('codegen.tableComment') })} onClick={(event) => event.stopPropagation()} />
          </Form.Item>
        );
      },
    },
  ];

  return (
    <Modal
      open
      title={t('codegen.importTitle')}
      width={800}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={importing.isPending}
      mask={{ closable: false }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form form={filterForm} name="codegen-import-search" layout="inline" initialValues={INITIAL} onFinish={search} className="codegen-import-search">
        <Form.Item name="dataSourceConfigId" label={t('codegen.dataSource')}>
          <Select
            style={{ width: 150 }}
            loading={dataSources.isLoading}
            options={(dataSources.data ?? []).map((source) => ({ value: source.id, label: source.name }))}
            onChange={() => filterForm.submit()}
          />
        </Form.Item>
        <Form.Item name="name" label={t('codegen.tableName')}>
          <Input allowClear style={{ width: 150 }} placeholder={t('common.pleaseEnter', { field: t('codegen.tableName') })} />
        </Form.Item>
        <Form.Item name="comment" label={t('codegen.tableComment')}>
          <Input allowClear style={{ width: 150 }} placeholder={t('common.pleaseEnter', { field: t('codegen.tableComment') })} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              filterForm.resetFields();
              search(INITIAL);
            }}
          >
            {t('common.reset')}
          </Button>
        </Form.Item>
      </Form>
      <Form form={commentForm} name="codegen-import-comments" component={false}>
        <Table<DbTable>
          rowKey="name"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={tables.isFetching}
          pagination={false}
          scroll={{ y: 320 }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          // A click anywhere on a row chooses it; the checkbox cell chooses through rowSelection already.
          onRow={(row) => ({
            onClick: (event) => {
              if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) toggle(row.name);
            },
            className: 'codegen-import-row',
          })}
        />
      </Form>
    </Modal>
  );
}
