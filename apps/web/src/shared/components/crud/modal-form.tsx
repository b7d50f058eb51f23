import { useEffect, type ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface ModalFormProps<V> {
  open: boolean;
  title: ReactNode;
  form: FormInstance<V>;
  /** Form name: field ids (and label targets) derive from it. */
  name: string;
  /** Values put into the form each time the dialog opens (after a reset). */
  values?: Partial<V>;
  saving?: boolean;
  width?: number;
  labelWidth?: number;
  onCancel(): void;
  onSubmit(values: V): void;
  children: ReactNode;
  /** Extra Form props (layout, onValuesChange…). */
  formProps?: Omit<FormProps<V>, 'form' | 'name' | 'onFinish'>;
  footer?: ReactNode;
}

/**
 * A create/edit dialog: 确定 submits the validated form; a click on the backdrop never closes it. Labels sit beside
 * their fields in a column `labelWidth` wide; in English they sit above them instead, as English labels are two to
 * three times wider than the Chinese ones the column is sized for and would wrap into two lines in it.
 */
export function ModalForm<V>({ open, title, form, name, values, saving, width = 600, labelWidth = 96, onCancel, onSubmit, children, formProps, footer }: ModalFormProps<V>) {
  const { t, i18n } = useTranslation();
  const labelsAbove = i18n.language === 'en-US';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (values) form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    // Only on opening: values is a fresh object on each render of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, form]);

  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      maskClosable={false}
      forceRender
      onCancel={onCancel}
      onOk={() => form.submit()}
      width={width}
      footer={footer}
    >
      <Form
        form={form}
        layout={labelsAbove ? 'vertical' : 'horizontal'}
        labelCol={labelsAbove ? undefined : { flex: `${labelWidth}px` }}
        labelWrap
        name={name}
        onFinish={onSubmit}
        {...formProps}
      >
        {children}
      </Form>
    </Modal>
  );
}
