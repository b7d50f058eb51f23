import { Form, Select, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DictRadioItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useUserOptions } from '@/shared/lookups/system-lookups';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { userGroupApi, type UserGroup, type UserGroupFilters, type UserGroupInput } from '../group-api';
import '../texts';

interface SearchValues {
  name?: string;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

const toFilters = (values: SearchValues): UserGroupFilters => ({ name: values.name?.trim() || undefined, status: values.status, createTime: toCreateTimeRange(values.createTime) });

/** Members shown by nickname, the first few, then how many more. */
const SHOWN_MEMBERS = 5;

/** 用户分组 (component bpm/group/index): the groups a task rule of type 用户组 assigns to. */
export default function UserGroupPage() {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const crud = useCrudPage<UserGroup, UserGroupFilters, SearchValues>({ queryKey: ['bpm', 'user-group'], fetchPage: userGroupApi.page, toFilters });
  const [form] = Form.useForm<UserGroupInput>();
  const dialog = useEditDialog<UserGroup, UserGroupInput>({ get: userGroupApi.get, create: userGroupApi.create, update: userGroupApi.update, onSaved: crud.invalidate });
  const users = useUserOptions();
  const nickname = new Map((users.data ?? []).map((u) => [u.id, u.nickname]));
  const editing = dialog.editing;

  const columns: TableColumnsType<UserGroup> = [
    idColumn(t('bpmGroup.id')),
    { title: t('bpmGroup.name'), dataIndex: 'name', width: 180, ellipsis: true },
    { title: t('bpmGroup.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('bpmGroup.members'),
      dataIndex: 'memberUserIds',
      render: (ids: number[]) => (
        <>
          {ids.slice(0, SHOWN_MEMBERS).map((id) => (
            <Tag key={id}>{nickname.get(id) ?? id}</Tag>
          ))}
          {ids.length > SHOWN_MEMBERS && <Typography.Text type="secondary">{t('bpmGroup.more', { count: ids.length - SHOWN_MEMBERS })}</Typography.Text>}
        </>
      ),
    },
    dictColumn(t('bpmGroup.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<UserGroup>({ permission: 'bpm:user-group', dialog, api: userGroupApi, crud, entity: t('bpmGroup.entity') }),
  ];

  return (
    <CrudList
      crud={crud}
      name="bpm-group-search"
      search={
        <>
          <SearchInput name="name" label={t('bpmGroup.name')} />
          <SearchDictSelect name="status" label={t('bpmGroup.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={<CreateButton permission="bpm:user-group:create" onClick={dialog.openCreate} />}
      columns={columns}
    >
      <ModalForm<UserGroupInput>
        dialog={dialog}
        title={editing ? t('bpmGroup.edit') : t('bpmGroup.add')}
        form={form}
        name="bpm-group-form"
        width={560}
        values={editing ? { name: editing.name, description: editing.description, memberUserIds: editing.memberUserIds, status: editing.status } : { status: 0, memberUserIds: [] }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id })}
      >
        <TextItem name="name" label={t('bpmGroup.name')} required max={30} />
        <TextItem name="description" label={t('bpmGroup.description')} required max={255} />
        <Form.Item name="memberUserIds" label={t('bpmGroup.members')} rules={[rule.chosen(t('bpmGroup.members'))]}>
          <Select
            mode="multiple"
            allowClear
            loading={users.isLoading}
            placeholder={t('common.pleaseSelect', { field: t('bpmGroup.members') })}
            options={(users.data ?? []).map((u) => ({ value: u.id, label: u.nickname }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <DictRadioItem label={t('bpmGroup.status')} required />
      </ModalForm>
    </CrudList>
  );
}
