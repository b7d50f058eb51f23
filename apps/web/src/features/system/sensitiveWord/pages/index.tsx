import { useState } from 'react';
import { Button, Form, Space, Tag, type TableColumnsType } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DictRadioItem, TagsItem, TextItem } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { SearchDateRange, SearchDictSelect, SearchInput, SearchSelect } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { TextAreaItem } from '@/shared/components/crud/value-items';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { sensitiveWordApi, type SensitiveWord, type SensitiveWordFilters, type SensitiveWordInput } from '../sensitive-word-api';
import { SensitiveWordTestDialog } from './test-dialog';
import '../texts';

interface SearchValues {
  name?: string;
  tag?: string;
  status?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): SensitiveWordFilters {
  return { name: values.name?.trim() || undefined, tag: values.tag, status: values.status, createTime: toCreateTimeRange(values.createTime) };
}

/** 敏感词管理 (component system/sensitiveWord/index). */
export default function SensitiveWordPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<SensitiveWord, SensitiveWordFilters, SearchValues>({ queryKey: ['system', 'sensitive-word'], fetchPage: sensitiveWordApi.page, toFilters });
  // Under the page's key: a save refreshes the tags with the list.
  const tags = useQuery({ queryKey: ['system', 'sensitive-word', 'tags'], queryFn: sensitiveWordApi.tags }).data ?? [];
  const [testing, setTesting] = useState(false);
  const [form] = Form.useForm<SensitiveWordInput>();
  const dialog = useEditDialog<SensitiveWord, SensitiveWordInput>({
    get: sensitiveWordApi.get,
    create: sensitiveWordApi.create,
    update: sensitiveWordApi.update,
    onSaved: crud.invalidate,
  });

  const columns: TableColumnsType<SensitiveWord> = [
    idColumn(t('sensitiveWord.id')),
    { title: t('sensitiveWord.name'), dataIndex: 'name', ellipsis: true },
    dictColumn(t('sensitiveWord.status'), 'status', DICT_TYPE.COMMON_STATUS, 90),
    { title: t('sensitiveWord.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('sensitiveWord.tags'),
      dataIndex: 'tags',
      render: (values: string[]) => (
        <Space size={[0, 4]} wrap>
          {values.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Space>
      ),
    },
    dateTimeColumn(t('sensitiveWord.createTime')),
    editDeleteColumn<SensitiveWord>({ permission: 'system:sensitive-word', dialog, api: sensitiveWordApi, crud, entity: t('sensitiveWord.entity') }),
  ];
  const editing = dialog.editing;

  return (
    <CrudList
      crud={crud}
      name="sensitiveWord-search"
      search={
        <>
          <SearchInput name="name" label={t('sensitiveWord.name')} />
          <SearchSelect name="tag" label={t('sensitiveWord.tag')} width={160} options={tags.map((tag) => ({ value: tag, label: tag }))} />
          <SearchDictSelect name="status" label={t('sensitiveWord.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDateRange label={t('sensitiveWord.createTime')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="system:sensitive-word:create" onClick={dialog.openCreate} />
          <ExportButton permission="system:sensitive-word:export" name={t('sensitiveWord.entity')} fileName="敏感词.xlsx" download={() => sensitiveWordApi.export(crud.filters)} />
          <Button icon={<SafetyOutlined />} onClick={() => setTesting(true)}>
            {t('sensitiveWord.test')}
          </Button>
        </>
      }
      columns={columns}
    >
      <ModalForm<SensitiveWordInput>
        dialog={dialog}
        title={editing ? t('sensitiveWord.editTitle') : t('sensitiveWord.add')}
        form={form}
        name="sensitiveWord-form"
        width={560}
        values={editing ? { name: editing.name, tags: editing.tags, status: editing.status, description: editing.description ?? '' } : { status: 0, tags: [] }}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id, name: values.name.trim() })}
      >
        <TextItem name="name" label={t('sensitiveWord.name')} required max={255} />
        {/* Above the rest: its drop-down then never covers the dialog's buttons. */}
        <TagsItem name="tags" label={t('sensitiveWord.tags')} required max={64} options={tags} extra={t('sensitiveWord.tagsHint')} />
        <DictRadioItem label={t('sensitiveWord.status')} />
        <TextAreaItem name="description" label={t('sensitiveWord.remark')} max={512} />
      </ModalForm>
      <SensitiveWordTestDialog open={testing} tags={tags} onClose={() => setTesting(false)} />
    </CrudList>
  );
}
