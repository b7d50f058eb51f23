import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { DictRadioItem, RemarkItem, SortItem, TextItem } from '@/shared/components/crud/form-items';
import type { EditDialog } from '@/shared/components/crud/use-edit-dialog';
import { COLOR_TYPES, type DictData, type DictDataInput } from './dict-api';

/** 添加字典数据 / 修改字典数据 of one dictionary type. */
export function DictDataForm({ dialog, dictType }: { dialog: EditDialog<DictData, DictDataInput>; dictType: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictDataInput>();
  const editing = dialog.editing;
  return (
    <ModalForm<DictDataInput>
      dialog={dialog}
      title={editing ? t('dict.editData') : t('dict.addData')}
      form={form}
      name="dict-data-form"
      width={520}
      values={
        editing
          ? { ...editing, colorType: COLOR_TYPES.find((color) => color.value === editing.colorType)?.value, cssClass: editing.cssClass ?? '', remark: editing.remark ?? '' }
          : { dictType, sort: 0, status: 0 }
      }
      onSubmit={(values) => dialog.save({ ...values, dictType, id: editing?.id, colorType: values.colorType ?? '' })}
    >
      <Form.Item name="dictType" label={t('dict.type')}>
        <Input disabled />
      </Form.Item>
      <TextItem name="label" label={t('dict.dataLabel')} required max={100} />
      <TextItem name="value" label={t('dict.dataValue')} required max={100} />
      <SortItem label={t('dict.displaySort')} />
      <DictRadioItem label={t('common.status')} />
      <Form.Item name="colorType" label={t('dict.colorType')}>
        <Select
          allowClear
          placeholder={t('common.pleaseSelect', { field: t('dict.colorType') })}
          options={COLOR_TYPES.map((color) => ({ value: color.value, label: `${t(color.labelKey)}(${color.value})` }))}
        />
      </Form.Item>
      <TextItem name="cssClass" label={t('dict.cssClass')} max={100} />
      <RemarkItem rows={2} />
    </ModalForm>
  );
}
