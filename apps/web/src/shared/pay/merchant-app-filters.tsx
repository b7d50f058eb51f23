import './texts';
import { useState } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppsOfMerchant, useMerchantsByName } from './pay-lookups';

/**
 * 所属商户 and 应用编号 for the order and refund searches (reference §1.7): the merchant by a remote search on its
 * name, then one of its apps; changing the merchant clears the app.
 */
export function MerchantAppFilters() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [name, setName] = useState('');
  const merchantId = Form.useWatch<number | undefined>('merchantId', form);
  const merchants = useMerchantsByName(name);
  const apps = useAppsOfMerchant(merchantId);
  const merchantLabel = t('payShared.merchant');
  const appLabel = t('payShared.app');
  return (
    <>
      <Form.Item name="merchantId" label={merchantLabel}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: setName }}
          loading={merchants.isFetching}
          placeholder={t('common.pleaseSelect', { field: merchantLabel })}
          style={{ width: 180 }}
          options={(merchants.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          onChange={() => form.setFieldValue('appId', undefined)}
        />
      </Form.Item>
      <Form.Item name="appId" label={appLabel}>
        <Select
          allowClear
          disabled={merchantId === undefined}
          loading={apps.isFetching}
          placeholder={merchantId === undefined ? t('payShared.merchantFirst') : t('common.pleaseSelect', { field: appLabel })}
          style={{ width: 180 }}
          options={(apps.data ?? []).map((a) => ({ value: a.id, label: `${a.id} · ${a.name}` }))}
        />
      </Form.Item>
    </>
  );
}
