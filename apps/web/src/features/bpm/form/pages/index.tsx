import { useState } from 'react';
import { Form, Modal, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { DetailAction } from '@/shared/components/crud/row-action';
import { SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { defaultValues, parseFields, type FormConf } from '@/shared/bpm-form/fields';
import { FormRenderer } from '@/shared/bpm-form/form-renderer';
import { bpmFormApi, type BpmFormRow } from '../form-api';
import '../texts';

const EDIT = '/bpm/manager/form/edit';

/** 表单详情: the form as a starter of a process will fill it. */
function FormPreview({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const query = useQuery({ queryKey: ['bpm', 'form', 'preview', id], queryFn: () => bpmFormApi.get(id!), enabled: id !== null });
  const fields = query.data ? parseFields(query.data.fields) : [];
  return (
    <Modal open={id !== null} title={t('bpmFormDesign.detail')} footer={null} onCancel={onClose} width={800} destroyOnHidden loading={query.isLoading}>
      {query.data && <FormRenderer name="bpm-form-preview" form={form} fields={fields} conf={JSON.parse(query.data.conf) as FormConf} initialValues={defaultValues(fields)} />}
    </Modal>
  );
}

/** 流程表单 (component bpm/form/index): the forms processes start with, designed in the form designer. */
export default function BpmFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crud = useCrudPage<BpmFormRow, { name?: string }, { name?: string }>({ queryKey: ['bpm', 'form'], fetchPage: bpmFormApi.page, toFilters: (v) => ({ name: v.name?.trim() || undefined }) });
  const [preview, setPreview] = useState<number | null>(null);

  const columns: TableColumnsType<BpmFormRow> = [
    idColumn(t('bpmFormDesign.id')),
    { title: t('bpmFormDesign.name'), dataIndex: 'name', ellipsis: true },
    dictColumn(t('bpmFormDesign.status'), 'status', DICT_TYPE.COMMON_STATUS, 100),
    { title: t('bpmFormDesign.remark'), dataIndex: 'remark', ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<BpmFormRow>({
      permission: 'bpm:form',
      dialog: { openEdit: (row) => void navigate(`${EDIT}?formId=${row.id}`) },
      api: bpmFormApi,
      crud,
      entity: t('bpmFormDesign.entity'),
      width: 220,
      extra: (row) => <DetailAction permission="bpm:form:query" onClick={() => setPreview(row.id)} />,
    }),
  ];

  return (
    <CrudList
      crud={crud}
      name="bpm-form-search"
      search={<SearchInput name="name" label={t('bpmFormDesign.name')} />}
      toolbar={<CreateButton permission="bpm:form:create" onClick={() => void navigate(EDIT)} />}
      columns={columns}
    >
      <FormPreview id={preview} onClose={() => setPreview(null)} />
    </CrudList>
  );
}
