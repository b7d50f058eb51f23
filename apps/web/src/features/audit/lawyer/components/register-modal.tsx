import { useState } from 'react';
import { Col, Form, Image, Input, InputNumber, Radio, Row, Select, Upload } from 'antd';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BIOGRAPHY_MAX, isValidIdCard, LICENCE_NO_PATTERN, PRACTICE_START_MIN_YEAR, SPECIALTIES_MAX } from '@console/contracts/lawyer';
import { MOBILE_PATTERN } from '@console/contracts/validation';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { RegionPicker } from '@/shared/components/region-picker';
import { useDictOptions } from '@/shared/dict/use-dict-options';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toast } from '@/shared/ui/feedback';
import { LAWYER_QUERY_KEY, lawyerApi, type LawyerInput } from '../lawyer-api';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ATTACHMENT_FIELDS = [
  { field: 'licencePhotoUrl', label: 'lawyer.licencePhoto' },
  { field: 'idCardFrontUrl', label: 'lawyer.idCardFront' },
  { field: 'idCardBackUrl', label: 'lawyer.idCardBack' },
] as const;

/** An image field whose value is the URL the server answered for the upload. */
function ImageUpload({ value, onChange, label }: { value?: string; onChange?: (url: string) => void; label: string }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  return (
    <Upload
      accept={IMAGE_TYPES.join(',')}
      listType="picture-card"
      showUploadList={false}
      aria-label={label}
      beforeUpload={(file) => {
        if (!IMAGE_TYPES.includes(file.type)) {
          toast.error(t('lawyer.uploadWrongType'));
          return Upload.LIST_IGNORE;
        }
        if (file.size > MAX_IMAGE_BYTES) {
          toast.error(t('lawyer.uploadTooLarge'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        setUploading(true);
        lawyerApi
          .upload(file as File)
          .then(({ url }) => {
            onChange?.(url);
            onSuccess?.(url);
          })
          .catch((error: Error) => onError?.(error))
          .finally(() => setUploading(false));
      }}
    >
      {value && !uploading ? (
        <Image src={value} alt={label} preview={false} width="100%" height="100%" style={{ objectFit: 'cover' }} />
      ) : (
        <div className="lawyer-upload-empty">
          {uploading ? <LoadingOutlined /> : <PlusOutlined />}
          <div>{t('lawyer.upload')}</div>
        </div>
      )}
    </Upload>
  );
}

/** The form's values: the region picker's [province, city] in place of the API's two fields. */
type RegisterValues = Omit<LawyerInput, 'province' | 'city'> & { region: string[] };

/**
 * The API stores names: the province as the registration list has it (北京市, 广东省), the city below it (朝阳区 in a
 * municipality, 深圳市 elsewhere). A province with no cities in the tree (台湾省) is its own city.
 */
export function toProvinceCity([province = '', city = province]: string[]): Pick<LawyerInput, 'province' | 'city'> {
  return { province, city };
}

/** 代为登记: a staff member enters an application for a lawyer; it joins the pending queue. */
export default function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RegisterValues>();
  const sexes = useDictOptions(DICT_TYPE.SYSTEM_USER_SEX);
  const specialties = useDictOptions(DICT_TYPE.LAWYER_SPECIALTY, true);
  const thisYear = new Date().getFullYear();
  const save = useMutation({
    mutationFn: lawyerApi.create,
    onSuccess: async () => {
      toast.success(t('lawyer.registered'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: LAWYER_QUERY_KEY });
    },
  });

  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
  const pattern = (source: string, message: string) => ({ pattern: new RegExp(source), message });
  const half = { xs: 24, sm: 12 };

  return (
    <ModalForm<RegisterValues>
      open
      title={t('lawyer.registerTitle')}
      form={form}
      name="lawyer-register"
      width={760}
      labelWidth={110}
      saving={save.isPending}
      values={{ sex: 1, specialties: [] }}
      onCancel={onClose}
      onSubmit={({ region, ...values }) =>
        save.mutate({
          ...values,
          ...toProvinceCity(region),
          name: values.name.trim(),
          mobile: values.mobile.trim(),
          idCard: values.idCard.trim().toUpperCase(),
          lawFirm: values.lawFirm.trim(),
          biography: values.biography?.trim() ?? '',
        })
      }
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="name" label={t('lawyer.name')} rules={[required(t('lawyer.name')), { min: 2, max: 30, message: t('common.maxLength', { field: t('lawyer.name'), max: 30 }) }]}>
            <Input maxLength={30} placeholder={t('common.pleaseEnter', { field: t('lawyer.name') })} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="sex" label={t('lawyer.sex')} rules={[{ required: true, message: t('common.required', { field: t('lawyer.sex') }) }]}>
            <Radio.Group options={sexes.filter((option) => option.value === 1 || option.value === 2)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="mobile" label={t('lawyer.mobile')} rules={[required(t('lawyer.mobile')), pattern(MOBILE_PATTERN, t('lawyer.mobileInvalid'))]}>
            <Input maxLength={11} placeholder={t('common.pleaseEnter', { field: t('lawyer.mobile') })} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="idCard"
            label={t('lawyer.idCard')}
            rules={[
              required(t('lawyer.idCard')),
              { validator: async (_rule, value?: string) => (!value?.trim() || isValidIdCard(value.trim().toUpperCase()) ? undefined : Promise.reject(new Error(t('lawyer.idCardInvalid')))) },
            ]}
          >
            <Input maxLength={18} placeholder={t('common.pleaseEnter', { field: t('lawyer.idCard') })} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="licenceNo" label={t('lawyer.licenceNo')} rules={[required(t('lawyer.licenceNo')), pattern(LICENCE_NO_PATTERN, t('lawyer.licenceInvalid'))]}>
            <Input maxLength={17} placeholder={t('common.pleaseEnter', { field: t('lawyer.licenceNo') })} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="practiceStartYear"
            label={t('lawyer.practiceStartYear')}
            rules={[
              { required: true, message: t('common.required', { field: t('lawyer.practiceStartYear') }) },
              { type: 'number', min: PRACTICE_START_MIN_YEAR, max: thisYear, message: t('lawyer.yearRange', { min: PRACTICE_START_MIN_YEAR, max: thisYear }) },
            ]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} placeholder={String(thisYear - 5)} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="lawFirm" label={t('lawyer.lawFirm')} rules={[required(t('lawyer.lawFirm')), { min: 2, max: 100, message: t('common.maxLength', { field: t('lawyer.lawFirm'), max: 100 }) }]}>
            <Input maxLength={100} placeholder={t('common.pleaseEnter', { field: t('lawyer.lawFirm') })} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="region" label={t('lawyer.region')} rules={[{ required: true, type: 'array', min: 1, message: t('common.required', { field: t('lawyer.region') }) }]}>
            <RegionPicker depth={2} valueKey="name" foldMunicipalities placeholder={t('lawyer.regionPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="specialties"
            label={t('lawyer.specialties')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('common.required', { field: t('lawyer.specialties') }) },
              { type: 'array', max: SPECIALTIES_MAX, message: t('lawyer.specialtiesMax', { max: SPECIALTIES_MAX }) },
            ]}
          >
            <Select mode="multiple" options={specialties} placeholder={t('common.pleaseSelect', { field: t('lawyer.specialties') })} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="biography" label={t('lawyer.biography')} rules={[{ max: BIOGRAPHY_MAX, message: t('common.maxLength', { field: t('lawyer.biography'), max: BIOGRAPHY_MAX }) }]}>
            <Input.TextArea rows={3} maxLength={BIOGRAPHY_MAX} showCount placeholder={t('common.pleaseEnter', { field: t('lawyer.biography') })} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label={t('lawyer.attachments')} required extra={t('lawyer.uploadHint')}>
            <div className="lawyer-upload-row">
              {ATTACHMENT_FIELDS.map(({ field, label: key }) => {
                const label = t(key);
                return (
                  <div key={field} className="lawyer-upload-cell">
                    <Form.Item name={field} noStyle rules={[{ required: true, message: t('common.required', { field: label }) }]}>
                      <ImageUpload label={label} />
                    </Form.Item>
                    <span className="lawyer-upload-caption">{label}</span>
                  </div>
                );
              })}
            </div>
          </Form.Item>
        </Col>
      </Row>
    </ModalForm>
  );
}
