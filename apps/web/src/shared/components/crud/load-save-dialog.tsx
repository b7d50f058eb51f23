import { useEffect, useState, type ReactNode } from 'react';
import { Form, Input, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/feedback';

interface LoadSaveDialogProps<Subject, Value> {
  /** What is being edited (a role, a user); the dialog is open while it is set. */
  subject: Subject | null;
  title: ReactNode;
  /** Form name: field ids derive from it. */
  name: string;
  width?: number;
  /** Read-only lines at the top that say whose settings these are: [label, value]. */
  identity: (subject: Subject) => [string, string | undefined][];
  /** The current value, read when the dialog opens (from the server, or from the subject itself). */
  load: (subject: Subject) => Promise<Value> | Value;
  /** The value shown while loading. */
  empty: Value;
  save: (subject: Subject, value: Value) => Promise<unknown>;
  onClose: () => void;
  /** After a save (the dialog closes first): refresh what shows the value. */
  onSaved?: () => unknown;
  /** The editing fields for the value. */
  children: (value: Value, setValue: (value: Value) => void, loading: boolean) => ReactNode;
}

/**
 * A dialog that loads a value, lets the user change it and saves it (a role's menus or data scope, a user's roles):
 * whose settings they are, a spinner while loading, 确定 with its spinner while saving, 修改成功, then close. A load
 * answered after the dialog closed or moved on to another subject is dropped.
 */
export function LoadSaveDialog<Subject, Value>({ subject, title, name, width = 560, identity, load, empty, save, onClose, onSaved, children }: LoadSaveDialogProps<Subject, Value>) {
  const { t } = useTranslation();
  const [value, setValue] = useState<Value>(empty);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  // A new subject starts from the empty value, loading (adjusted while rendering: no frame shows the old value).
  const [shownFor, setShownFor] = useState<Subject | null>(null);
  if (shownFor !== subject) {
    setShownFor(subject);
    setValue(empty);
    setLoading(subject !== null);
  }

  useEffect(() => {
    if (!subject) return;
    let live = true;
    Promise.resolve()
      .then(() => load(subject))
      .then((loaded) => live && setValue(loaded))
      .catch(() => undefined) // shown by the request layer
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // Only when the subject changes: load and empty are fresh on each render of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subject]);

  const submit = async () => {
    if (!subject) return;
    setSaving(true);
    try {
      await save(subject, value);
      toast.success(t('common.updateSuccess'));
      onClose();
      await onSaved?.();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!subject}
      title={title}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      mask={{ closable: false }}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      width={width}
      destroyOnHidden
    >
      <Form labelCol={{ flex: '88px' }} name={name}>
        {subject &&
          identity(subject).map(([label, shown]) => (
            <Form.Item key={label} label={label}>
              <Input value={shown} disabled />
            </Form.Item>
          ))}
        <Spin spinning={loading}>{children(value, setValue, loading)}</Spin>
      </Form>
    </Modal>
  );
}
