import { useState } from 'react';
import { Form, Input, Modal, Upload, type UploadFile } from 'antd';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/feedback';
import { fileApi } from './file-api';

const MAX_BYTES = 10 * 1024 * 1024;

/** 上传文件: one file, an optional path; the server judges the type by the content and answers the URL. */
export function UploadDialog({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded: (url: string) => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [path, setPath] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const file = files[0]?.originFileObj;
    if (!file) return;
    setSaving(true);
    try {
      const url = await fileApi.upload(file, path.trim() || undefined);
      toast.success(t('file.uploaded'));
      setFiles([]);
      setPath('');
      onUploaded(url);
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('file.uploadTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: files.length === 0 }}
      confirmLoading={saving}
      mask={{ closable: false }}
      onOk={() => void submit()}
      onCancel={onClose}
      width={520}
      destroyOnHidden
    >
      <Form layout="vertical" name="file-upload">
        <Form.Item>
          <Upload.Dragger
            maxCount={1}
            fileList={files}
            beforeUpload={(chosen) => {
              if (chosen.size > MAX_BYTES) {
                toast.error(t('file.tooLarge'));
                return Upload.LIST_IGNORE;
              }
              // Kept here and sent on 确定.
              return false;
            }}
            onChange={({ fileList }) => setFiles(fileList.slice(-1))}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('file.dragHint')}</p>
            <p className="ant-upload-hint">{t('file.limitHint')}</p>
          </Upload.Dragger>
        </Form.Item>
        <Form.Item label={t('file.pathOptional')} extra={t('file.pathHint')} htmlFor="file-upload-path">
          <Input id="file-upload-path" value={path} maxLength={200} onChange={(event) => setPath(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
