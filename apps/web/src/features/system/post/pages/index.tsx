import { Card, Form, Input, InputNumber, Radio, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../../shared/components/pagination';
import { SearchForm } from '../../../../shared/components/crud/search-form';
import { RightToolbar, useColumnChooser } from '../../../../shared/components/crud/right-toolbar';
import { useCrudPage } from '../../../../shared/components/crud/use-crud-page';
import { ExportButton } from '../../../../shared/components/crud/export-button';
import { ModalForm } from '../../../../shared/components/crud/modal-form';
import { DeleteAction, EditAction, RowActions } from '../../../../shared/components/crud/row-action';
import { useEditDialog } from '../../../../shared/components/crud/use-edit-dialog';
import { actionsColumn, dateTimeColumn, dictColumn, idColumn } from '../../../../shared/components/crud/columns';
import { CreateButton } from '../../../../shared/components/crud/create-button';
import { useDictOptions } from '../../../../shared/dict/use-dict-options';
import { DICT_TYPE } from '../../../../shared/dict/dict-types';
import { postApi, type Post, type PostFilters, type PostInput } from '../post-api';

function toFilters(values: PostFilters): PostFilters {
  return { code: values.code?.trim() || undefined, name: values.name?.trim() || undefined, status: values.status };
}

/** 岗位管理 (component system/post/index). */
export default function PostPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<Post, PostFilters, PostFilters>({ queryKey: ['system', 'post'], fetchPage: postApi.page, toFilters });
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS);
  const [form] = Form.useForm<PostInput>();
  const dialog = useEditDialog<Post, PostInput>({ get: postApi.get, create: postApi.create, update: postApi.update, onSaved: crud.invalidate });

  const columns: TableColumnsType<Post> = [
    idColumn(t('post.id')),
    { title: t('post.code'), dataIndex: 'code', ellipsis: true },
    { title: t('post.name'), dataIndex: 'name', ellipsis: true },
    { title: t('post.sort'), dataIndex: 'sort', width: 90, align: 'center' },
    dictColumn(t('common.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    dateTimeColumn(t('common.createTime')),
    actionsColumn(t('common.actions'), 160, (row) => (
      <RowActions>
        <EditAction permission="system:post:update" onClick={() => void dialog.openEdit(row)} />
        <DeleteAction
          permission="system:post:delete"
          subject={t('crud.idSubject', { entity: t('post.id'), id: row.id })}
          remove={() => postApi.remove(row.id)}
          onDone={crud.invalidate}
        />
      </RowActions>
    )),
  ];
  const { visibleColumns, chooser } = useColumnChooser(columns);
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const editing = dialog.editing;

  return (
    <Card variant="borderless" className="page-card">
      <SearchForm form={crud.searchForm} name="post-search" hidden={!crud.showSearch} onSearch={crud.search} onReset={crud.reset}>
        <Form.Item name="code" label={t('post.code')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('post.code') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="name" label={t('post.name')}>
          <Input allowClear placeholder={t('common.pleaseEnter', { field: t('post.name') })} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear placeholder={t('common.pleaseSelect', { field: t('common.status') })} style={{ width: 140 }} options={statuses} />
        </Form.Item>
      </SearchForm>
      <RightToolbar showSearch={crud.showSearch} onToggleSearch={crud.toggleSearch} onRefresh={crud.refetch} columns={chooser}>
        <CreateButton permission="system:post:create" onClick={dialog.openCreate} />
        <ExportButton permission="system:post:export" name={t('post.exportName')} fileName="岗位数据.xlsx" download={() => postApi.export(crud.filters)} />
      </RightToolbar>
      <Table<Post> rowKey="id" columns={visibleColumns} dataSource={crud.list} loading={crud.isFetching} pagination={false} scroll={{ x: 900 }} />
      <Pagination total={crud.total} pageNo={crud.paging.pageNo} pageSize={crud.paging.pageSize} onChange={crud.setPaging} hidden={crud.total === 0} />
      <ModalForm<PostInput>
        open={dialog.open}
        title={editing ? t('post.editTitle') : t('post.add')}
        form={form}
        name="post-form"
        width={500}
        saving={dialog.saving}
        values={editing ? { name: editing.name, code: editing.code, sort: editing.sort, status: editing.status, remark: editing.remark ?? '' } : { sort: 0, status: 0 }}
        onCancel={dialog.close}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, name: values.name.trim(), code: values.code.trim() })}
      >
        <Form.Item name="name" label={t('post.name')} rules={[required(t('post.name')), { max: 50, message: t('common.maxLength', { field: t('post.name'), max: 50 }) }]}>
          <Input placeholder={t('common.pleaseEnter', { field: t('post.name') })} maxLength={50} />
        </Form.Item>
        <Form.Item name="code" label={t('post.code')} rules={[required(t('post.code')), { max: 64, message: t('common.maxLength', { field: t('post.code'), max: 64 }) }]}>
          <Input placeholder={t('common.pleaseEnter', { field: t('post.code') })} maxLength={64} />
        </Form.Item>
        <Form.Item name="sort" label={t('post.formSort')} rules={[{ required: true, message: t('common.required', { field: t('post.formSort') }) }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('post.status')}>
          <Radio.Group options={statuses} />
        </Form.Item>
        <Form.Item name="remark" label={t('common.remark')} rules={[{ max: 500, message: t('common.maxLength', { field: t('common.remark'), max: 500 }) }]}>
          <Input.TextArea rows={3} placeholder={t('common.pleaseEnter', { field: t('common.remark') })} />
        </Form.Item>
      </ModalForm>
    </Card>
  );
}
