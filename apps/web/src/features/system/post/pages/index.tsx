import { Form, Input, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { ExportButton } from '@/shared/components/crud/export-button';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { postApi, type Post, type PostFilters, type PostInput } from '../post-api';
import { CrudList } from '@/shared/components/crud/crud-list';
import { SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { DictRadioItem, SortItem, TextItem } from '@/shared/components/crud/form-items';
import '../texts';

function toFilters(values: PostFilters): PostFilters {
  return { code: values.code?.trim() || undefined, name: values.name?.trim() || undefined, status: values.status };
}

/** 岗位管理 (component system/post/index). */
export default function PostPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<Post, PostFilters, PostFilters>({ queryKey: ['system', 'post'], fetchPage: postApi.page, toFilters });
  const [form] = Form.useForm<PostInput>();
  const dialog = useEditDialog<Post, PostInput>({ get: postApi.get, create: postApi.create, update: postApi.update, onSaved: crud.invalidate });

  const columns: TableColumnsType<Post> = [
    idColumn(t('post.id')),
    { title: t('post.code'), dataIndex: 'code', ellipsis: true },
    { title: t('post.name'), dataIndex: 'name', ellipsis: true },
    { title: t('post.sort'), dataIndex: 'sort', width: 90, align: 'center' },
    dictColumn(t('common.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<Post>({ permission: 'system:post', dialog, api: postApi, crud, entity: t('post.id') }),
  ];
  const editing = dialog.editing;

  return (
    <CrudList
      crud={crud}
      name="post-search"
      search={
        <>
          <SearchInput name="code" label={t('post.code')} />
          <SearchInput name="name" label={t('post.name')} />
          <SearchDictSelect name="status" label={t('common.status')} dictType={DICT_TYPE.COMMON_STATUS} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="system:post:create" onClick={dialog.openCreate} />
          <ExportButton permission="system:post:export" name={t('post.exportName')} fileName="岗位数据.xlsx" download={() => postApi.export(crud.filters)} />
        </>
      }
      columns={columns}
    >
      <ModalForm<PostInput>
        dialog={dialog}
        title={editing ? t('post.editTitle') : t('post.add')}
        form={form}
        name="post-form"
        width={500}
        values={editing ? { name: editing.name, code: editing.code, sort: editing.sort, status: editing.status, remark: editing.remark ?? '' } : { sort: 0, status: 0 }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, name: values.name.trim(), code: values.code.trim() })}
      >
        <TextItem name="name" label={t('post.name')} required />
        <TextItem name="code" label={t('post.code')} required />
        <SortItem label={t('post.formSort')} />
        <DictRadioItem label={t('post.status')} />
        <Form.Item name="remark" label={t('common.remark')} rules={[{ max: 500, message: t('common.maxLength', { field: t('common.remark'), max: 500 }) }]}>
          <Input.TextArea rows={3} placeholder={t('common.pleaseEnter', { field: t('common.remark') })} />
        </Form.Item>
      </ModalForm>
    </CrudList>
  );
}
