import { useState } from 'react';
import { Button, Checkbox, Modal, Space, Upload, type UploadFile } from 'antd';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '@/shared/api/download';
import { toast } from '@/shared/ui/feedback';
import { userApi, type ImportResult } from './user-api';
import { ImportReport } from './import-report';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** After an import that created or updated someone. */
  onImported: () => void;
}

const ACCEPT = '.xls,.xlsx';

/** 用户导入: template download, "update existing" option, one .xls/.xlsx file, then the per-row report. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);

  const close = () => {
    setFile(null);
    setResult(null);
    setUpdateSupport(false);
    onClose();
  };

  const submit = async () => {
    if (!file && result) {
      close();
      return;
    }
    if (!file) {
      toast.warning(t('user.importChooseFile'));
      return;
    }
    setUploading(true);
    try {
      const outcome = await userApi.import(file, updateSupport);
      setResult(outcome);
      setFile(null);
      if (outcome.createUsernames.length || outcome.updateUsernames.length) onImported();
    } catch {
      // shown by the request layer
    } finally {
      setUploading(false);
    }
  };

  const fileList: UploadFile[] = file ? [{ uid: 'import', name: file.name, status: 'done' }] : [];

  return (
    <Modal
      open={open}
      title={t('user.importTitle')}
      mask={{ closable: false }}
      width={480}
      onCancel={close}
      footer={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={uploading} onClick={() => void submit()}>
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      <Upload.Dragger
        accept={ACCEPT}
        maxCount={1}
        fileList={fileList}
        beforeUpload={(chosen) => {
          if (!/\.xlsx?$/i.test(chosen.name)) {
            toast.error(t('user.importWrongType'));
            return Upload.LIST_IGNORE;
          }
          setFile(chosen);
          setResult(null);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('user.importDrag')}</p>
      </Upload.Dragger>
      <div style={{ marginTop: 12, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <Checkbox checked={updateSupport} onChange={(event) => setUpdateSupport(event.target.checked)}>
          {t('user.importUpdateSupport')}
        </Checkbox>
        <Button
          type="link"
          size="small"
          onClick={() =>
            void userApi
              .importTemplate()
              .then((response) => saveDownload(response, '用户导入模板.xlsx'))
              .catch(() => undefined)
          }
        >
          {t('user.importTemplate')}
        </Button>
      </div>
      <div style={{ color: 'var(--app-text-secondary)', fontSize: 12, marginTop: 4 }}>{t('user.importTip')}</div>
      {result && (
        <div style={{ marginTop: 12 }}>
          <ImportReport result={result} />
        </div>
      )}
    </Modal>
  );
}
