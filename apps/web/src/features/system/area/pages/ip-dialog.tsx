import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { TextItem } from '@/shared/components/crud/form-items';
import { ApiError, errorMessageOf } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { areaApi } from '../area-api';

interface IpValues {
  ip: string;
  result?: string;
}

/** IP 查询: the region of an IP address, looked up offline by the server ("上海 上海市", or 未知). */
export function AreaIpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<IpValues>();
  const [looking, setLooking] = useState(false);

  const lookup = async (values: IpValues) => {
    setLooking(true);
    form.setFieldValue('result', undefined);
    try {
      form.setFieldValue('result', await areaApi.byIp(values.ip.trim()));
      toast.success(t('area.found'));
    } catch (error) {
      // A refusal (a malformed address) was shown by the request layer; anything else is said here.
      if (!(error instanceof ApiError && error.alreadyShown)) toast.error(errorMessageOf(error));
    } finally {
      setLooking(false);
    }
  };

  return (
    <ModalForm<IpValues> open={open} saving={looking} onCancel={onClose} title={t('area.ipLookup')} form={form} name="area-ip" width={500} onSubmit={(values) => void lookup(values)}>
      <TextItem name="ip" label={t('area.ip')} required max={45} placeholder={t('area.ipPlaceholder')} />
      <Form.Item name="result" label={t('area.result')}>
        <Input readOnly placeholder={t('area.resultPlaceholder')} />
      </Form.Item>
    </ModalForm>
  );
}
