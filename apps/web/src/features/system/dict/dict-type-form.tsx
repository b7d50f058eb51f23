import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { DictRadioItem, RemarkItem, TextItem } from '@/shared/components/crud/form-items';
import type { EditDialog } from '@/shared/components/crud/use-edit-dialog';
import type { DictType, DictTypeInput } from './dict-api';

/** 添加字典类型 / 修改字典类型: the type key is fixed once created (entries refer to it). */
export function DictTypeForm({ dialog }: { dialog: EditDialog<DictType, DictTypeInput> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictTypeInput>();
  const editing = dialog.editing;
  return (
    <ModalForm<DictTypeInput>
      dialog={dialog}
      title={editing ? t('dict.editType') : t('dict.addType')}
      form={form}
      name="dict-type-form"
      width={520}
      values={editing ? { name: editing.name, type: editing.type, status: editing.status, remark: editing.remark ?? '' } : { status: 0 }}
      onSubmit={(values) => dialog.save({ ...values, id: editing?.id })}
    >
      <TextItem name="name" label={t('dict.name')} required max={100} />
      <TextItem name="type" label={t('dict.type')} required max={100} disabled={!!editing} />
      <DictRadioItem label={t('common.status')} />
      <RemarkItem />
    </ModalForm>
  );
}
