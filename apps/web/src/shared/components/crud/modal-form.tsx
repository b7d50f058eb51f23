import { useEffect, type ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface ModalFormProps<V> {
  /** A useEditDialog's state: gives open, saving and cancel (instead of the three props). */
  dialog?: { open: boolean; saving: boolean; close: () => void };
  open?: boolean;
  title: ReactNode;
  form: FormInstance<V>;
  /** Form name: field ids (and label targets) derive from it. */
  name: string;
  /** Values put into the form each time the dialog opens (after a reset). */
  values?: Partial<V>;
  saving?: boolean;
  width?: number;
  labelWidth?: number;
  onCancel?: () => void;
  onSubmit: (values: V) => void;
  children: ReactNode;
  /** Extra Form props (layout, onValuesChange…). */
  formProps?: Omit<FormProps<V>, 'form' | 'name' | 'onFinish'>;
  footer?: ReactNode;
  /** 确定 in red: the dialog confirms something destructive (a rejection). */
  danger?: boolean;
  /**
   * Rendered only while open: a dialog opened over a drawer must be created after it to sit on top (a dialog kept
   * mounted from the start stays under a drawer opened later).
   */
  onlyWhileOpen?: boolean;
}

/**
 * A create/edit dialog: 确定 submits the validated form; a click on the backdrop never closes it. Labels sit beside
 * their fields in a column `labelWidth` wide; in English they sit above them instead, as English labels are two to
 * three times wider than the Chinese ones the column is sized for and would wrap into two lines in it.
 */
export function ModalForm<V>({ dialog, title, form, name, values, width = 600, labelWidth = 96, onSubmit, children, formProps, footer, danger, onlyWhileOpen, ...props }: ModalFormProps<V>) {
  const { t, i18n } = useTranslation();
  const open = props.open ?? dialog?.open ?? false;
  const saving = props.saving ?? dialog?.saving;
  const onCancel = props.onCancel ?? dialog?.close;
  const labelsAbove = i18n.language === 'en-US' || formProps?.layout === 'vertical';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (values) form.setFieldsValue(values);
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
      okButtonProps={danger ? { danger: true } : undefined}
      mask={{ closable: false }}
      forceRender={!onlyWhileOpen}
      destroyOnHidden={onlyWhileOpen}
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
