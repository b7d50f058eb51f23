import { Form, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { dateTimeColumn, dictColumn, editDeleteColumn, idColumn } from '@/shared/components/crud/columns';
import { ExportButton } from '@/shared/components/crud/export-button';
import { RemarkItem, TextItem } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { TextAreaItem } from '@/shared/components/crud/value-items';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { errorCodeApi, type ErrorCode, type ErrorCodeFilters, type ErrorCodeInput } from '../error-code-api';
import '../texts';

interface SearchValues {
  type?: number;
  applicationName?: string;
  code?: string;
  message?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

/** The dialog edits the code as text, as the original's (a text box); it goes out as a number. */
type FormValues = Omit<ErrorCodeInput, 'code'> & { code: string };

const WHOLE_NUMBER = /^-?\d{1,10}$/;

function toFilters(values: SearchValues): ErrorCodeFilters {
  return {
    type: values.type,
    applicationName: values.applicationName?.trim() || undefined,
    code: values.code?.trim() || undefined,
    message: values.message?.trim() || undefined,
    createTime: toCreateTimeRange(values.createTime),
  };
}

/** 错误码管理 (component system/errorCode/index): the messages the API answers, editable by code. */
export default function ErrorCodePage() {
  const { t } = useTranslation();
  const crud = useCrudPage<ErrorCode, ErrorCodeFilters, SearchValues>({ queryKey: ['system', 'error-code'], fetchPage: errorCodeApi.page, toFilters });
  const [form] = Form.useForm<FormValues>();
  const dialog = useEditDialog<ErrorCode, ErrorCodeInput>({
    get: errorCodeApi.get,
    create: errorCodeApi.create,
    update: errorCodeApi.update,
    onSaved: crud.invalidate,
  });

  const columns: TableColumnsType<ErrorCode> = [
    idColumn(t('errorCode.id')),
    dictColumn(t('errorCode.type'), 'type', DICT_TYPE.SYSTEM_ERROR_CODE_TYPE),
    { title: t('errorCode.applicationName'), dataIndex: 'applicationName', width: 140, ellipsis: true },
    { title: t('errorCode.code'), dataIndex: 'code', width: 120 },
    { title: t('errorCode.message'), dataIndex: 'message', ellipsis: true },
    { title: t('errorCode.memo'), dataIndex: 'memo', width: 120, ellipsis: true },
    dateTimeColumn(t('common.createTime')),
    editDeleteColumn<ErrorCode>({ permission: 'system:error-code', dialog, api: errorCodeApi, crud, entity: t('errorCode.entityId') }),
  ];
  const editing = dialog.editing;

  return (
    <CrudList
      crud={crud}
      name="errorCode-search"
      search={
        <>
          <SearchDictSelect name="type" label={t('errorCode.typeFilter')} dictType={DICT_TYPE.SYSTEM_ERROR_CODE_TYPE} width={180} />
          <SearchInput name="applicationName" label={t('errorCode.applicationName')} />
          <SearchInput name="code" label={t('errorCode.code')} />
          <SearchInput name="message" label={t('errorCode.message')} />
          <SearchDateRange label={t('common.createTime')} />
        </>
      }
      toolbar={
        <>
          <CreateButton permission="system:error-code:create" onClick={dialog.openCreate} />
          <ExportButton permission="system:error-code:export" name={t('errorCode.entity')} fileName="错误码.xlsx" download={() => errorCodeApi.export(crud.filters)} />
        </>
      }
      columns={columns}
    >
      <ModalForm<FormValues>
        dialog={dialog}
        title={editing ? t('errorCode.editTitle') : t('errorCode.add')}
        form={form}
        name="errorCode-form"
        width={560}
        values={editing ? { ...editing, code: String(editing.code) } : {}}
        onSubmit={(values) => dialog.save({ ...values, code: Number(values.code.trim()), id: editing?.id })}
      >
        <TextItem name="applicationName" label={t('errorCode.applicationName')} required max={50} />
        <TextItem name="code" label={t('errorCode.code')} required max={11} rules={[{ pattern: WHOLE_NUMBER, message: t('errorCode.codeInvalid') }]} />
        <TextAreaItem name="message" label={t('errorCode.message')} required max={512} extra={t('errorCode.messageHint')} />
        <RemarkItem name="memo" label={t('errorCode.memo')} max={512} />
      </ModalForm>
    </CrudList>
  );
}
