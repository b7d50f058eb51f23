import { Form, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DictRadioItem, DictSelectItem, TextItem } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { NumberValueItem, TextAreaItem } from '@/shared/components/crud/value-items';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { testDemoApi, type TestDemo, type TestDemoFilters, type TestDemoInput } from '../test-demo-api';
import '../texts';

interface SearchValues {
  name?: string;
  status?: number;
  type?: number;
  category?: string;
  remark?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): TestDemoFilters {
  return {
    name: values.name?.trim() || undefined,
    status: values.status,
    type: values.type,
    category: values.category?.trim() ? Number(values.category) : undefined,
    remark: values.remark?.trim() || undefined,
    createTime: toCreateTimeRange(values.createTime),
  };
}

/** 代码生成示例管理 (component infra/testDemo/index), written by 代码生成. */
export default function TestDemoPage() {
  const { t } = useTranslation();
  const crud = useCrudPage<TestDemo, TestDemoFilters, SearchValues>({ queryKey: ['infra', 'test-demo'], fetchPage: testDemoApi.page, toFilters });
  const [form] = Form.useForm<TestDemoInput>();
  const dialog = useEditDialog<TestDemo, TestDemoInput>({
    get: testDemoApi.get,
    create: testDemoApi.create,
    update: testDemoApi.update,
    onSaved: crud.invalidate,
  });

  const columns: TableColumnsType<TestDemo> = [
    idColumn(t('infraTestDemo.fields.id')),
    { title: t('infraTestDemo.fields.name'), dataIndex: 'name', ellipsis: true },
    dictColumn(t('infraTestDemo.fields.status'), 'status', DICT_TYPE.COMMON_STATUS),
    dictColumn(t('infraTestDemo.fields.type'), 'type', DICT_TYPE.SYSTEM_USER_SEX),
    { title: t('infraTestDemo.fields.category'), dataIndex: 'category', width: 110, align: 'right' },
    { title: t('infraTestDemo.fields.remark'), dataIndex: 'remark', ellipsis: true },
    dateTimeColumn(t('infraTestDemo.fields.createTime'), 'createTime'),
    editDeleteColumn<TestDemo>({ permission: 'infra:test-demo', dialog, api: testDemoApi, crud, entity: t('infraTestDemo.entityId') }),
  ];
  const editing = dialog.editing;

  return (
    <CrudList
      crud={crud}
      name="infraTestDemo-search"
      search={
        <>
          <SearchInput name="name" label={t('infraTestDemo.fields.name')} />
          <SearchDictSelect name="status" label={t('infraTestDemo.fields.status')} dictType={DICT_TYPE.COMMON_STATUS} />
          <SearchDictSelect name="type" label={t('infraTestDemo.fields.type')} dictType={DICT_TYPE.SYSTEM_USER_SEX} />
          <SearchInput name="category" label={t('infraTestDemo.fields.category')} />
          <SearchInput name="remark" label={t('infraTestDemo.fields.remark')} />
          <SearchDateRange name="createTime" label={t('infraTestDemo.fields.createTime')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="infra:test-demo:create" onClick={dialog.openCreate} />
          <ExportButton
            permission="infra:test-demo:export"
            name={t('infraTestDemo.entity')}
            fileName={'代码生成示例.xlsx'}
            download={() => testDemoApi.export(crud.filters)}
          />
        </>
      }
      columns={columns}
    >
      <ModalForm<TestDemoInput>
        dialog={dialog}
        title={editing ? t('infraTestDemo.editTitle') : t('infraTestDemo.add')}
        form={form}
        name="infraTestDemo-form"
        width={560}
        values={editing ? { ...editing } : {}}
        onSubmit={(values) => dialog.save({ ...values, id: editing?.id })}
      >
        <TextItem name="name" label={t('infraTestDemo.fields.name')} required max={100} />
        <DictRadioItem name="status" label={t('infraTestDemo.fields.status')} required dictType={DICT_TYPE.COMMON_STATUS} />
        <DictSelectItem name="type" label={t('infraTestDemo.fields.type')} required dictType={DICT_TYPE.SYSTEM_USER_SEX} />
        <NumberValueItem name="category" label={t('infraTestDemo.fields.category')} required />
        <TextAreaItem name="remark" label={t('infraTestDemo.fields.remark')} max={500} />
      </ModalForm>
    </CrudList>
  );
}
