import { Alert, Button, Form, Input, InputNumber, List, Modal, Radio, Space, Tag, Typography, Upload } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/shared/auth/auth-guard';
import { DictRadioItem, RemarkItem, TextItem, useFieldRules } from '@/shared/components/crud/form-items';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { DeleteAction } from '@/shared/components/crud/row-action';
import { useEditDialog } from '@/shared/components/crud/use-edit-dialog';
import { getDictDataLabel } from '@/shared/dict/dict-store';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { useDictOptions } from '@/shared/dict/use-dict-options';
import { payChannelApi, type PayApp, type PayChannel, type PayChannelInput } from './app-api';

/** The channel codes by family, in the order the original's app screen shows them; `mock` is the sandbox. */
const GROUPS = [
  { key: 'groupWechat', codes: ['wx_pub', 'wx_lite', 'wx_app'] },
  { key: 'groupAlipay', codes: ['alipay_pc', 'alipay_wap', 'alipay_app', 'alipay_qr'] },
  { key: 'groupSandbox', codes: ['mock'] },
] as const;
const familyOf = (code: string) => (code.startsWith('wx_') ? 'wechat' : code.startsWith('alipay_') ? 'alipay' : 'mock');

type ChannelConfig = Record<string, string | number | undefined>;
interface ChannelFormValues {
  feeRate: number;
  status: number;
  remark?: string;
  config: ChannelConfig;
}

/** A key or certificate: typed or pasted, or read from its file (never uploaded: the text goes into the config). */
function KeyTextItem({ name, label, required, secret }: { name: string; label: string; required?: boolean; secret?: boolean }) {
  const { t } = useTranslation();
  const rule = useFieldRules();
  const form = Form.useFormInstance<ChannelFormValues>();
  return (
    <Form.Item label={label} required={required} extra={secret ? t('payApp.secretKept') : undefined}>
      <Space.Compact orientation="vertical" style={{ width: '100%' }}>
        <Form.Item name={['config', name]} noStyle rules={required ? [rule.required(label)] : []}>
          <Input.TextArea rows={3} placeholder={t('common.pleaseEnter', { field: label })} aria-label={label} />
        </Form.Item>
        <Upload
          accept=".pem,.crt,.cer,.txt,.key"
          showUploadList={false}
          beforeUpload={async (file) => {
            form.setFieldValue(['config', name], (await file.text()).trim());
            return false;
          }}
        >
          <Button size="small" type="link" style={{ paddingInline: 0 }}>
            {t('payApp.readFile')}
          </Button>
        </Upload>
      </Space.Compact>
    </Form.Item>
  );
}

function WechatFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const versions = useDictOptions(DICT_TYPE.PAY_CHANNEL_WECHAT_VERSION, true);
  const version = Form.useWatch(['config', 'apiVersion']) as string | undefined;
  return (
    <>
      <TextItem name={['config', 'appId']} label={t('payApp.wxAppId')} required max={64} />
      <TextItem name={['config', 'mchId']} label={t('payApp.mchId')} required max={64} />
      <Form.Item name={['config', 'apiVersion']} label={t('payApp.apiVersion')} required>
        <Radio.Group options={versions} />
      </Form.Item>
      {version === 'v2' && <TextItem name={['config', 'mchKey']} label={t('payApp.mchKey')} required password extra={editing ? t('payApp.secretKept') : undefined} />}
      {version === 'v3' && (
        <>
          <TextItem name={['config', 'apiV3Key']} label={t('payApp.apiV3Key')} required password extra={editing ? t('payApp.secretKept') : undefined} />
          <KeyTextItem name="privateKeyContent" label={t('payApp.privateKeyContent')} required secret={editing} />
          <KeyTextItem name="privateCertContent" label={t('payApp.privateCertContent')} required />
        </>
      )}
    </>
  );
}

function AlipayFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const servers = useDictOptions(DICT_TYPE.PAY_CHANNEL_ALIPAY_SERVER_TYPE, true);
  const modes = useDictOptions(DICT_TYPE.PAY_CHANNEL_ALIPAY_MODE, true);
  const mode = String(Form.useWatch(['config', 'mode']) ?? '');
  return (
    <>
      <Form.Item name={['config', 'serverUrl']} label={t('payApp.serverUrl')} required>
        <Radio.Group options={servers} />
      </Form.Item>
      <TextItem name={['config', 'appId']} label={t('payApp.alipayAppId')} required max={64} />
      <Form.Item name={['config', 'signType']} label={t('payApp.signType')} required>
        <Radio.Group options={[{ value: 'RSA2', label: 'RSA2' }]} />
      </Form.Item>
      <Form.Item name={['config', 'mode']} label={t('payApp.mode')} required>
        <Radio.Group options={modes} />
      </Form.Item>
      {mode === '1' && (
        <>
          <KeyTextItem name="privateKey" label={t('payApp.privateKey')} required secret={editing} />
          <KeyTextItem name="alipayPublicKey" label={t('payApp.alipayPublicKey')} required />
        </>
      )}
      {mode === '2' && (
        <>
          <KeyTextItem name="privateKey" label={t('payApp.privateKey')} required secret={editing} />
          <KeyTextItem name="appCertContent" label={t('payApp.appCertContent')} required />
          <KeyTextItem name="alipayPublicCertContent" label={t('payApp.alipayPublicCertContent')} required />
          <KeyTextItem name="rootCertContent" label={t('payApp.rootCertContent')} required />
        </>
      )}
    </>
  );
}

const NEW_CONFIG: Record<ReturnType<typeof familyOf>, ChannelConfig> = {
  wechat: { apiVersion: 'v3' },
  alipay: { serverUrl: 'https://openapi.alipay.com/gateway.do', signType: 'RSA2', mode: '1' },
  mock: {},
};

/** A channel's config as the form holds it: the key type as the dictionary's string value. */
function formConfig(channel: PayChannel): ChannelConfig {
  const config = JSON.parse(channel.config) as ChannelConfig;
  return config.mode === undefined ? config : { ...config, mode: String(config.mode) };
}

/** 支付渠道 of one app: every channel code with its state, and the dialog that configures one. */
export function AppChannelsDialog({ app, onClose, onChanged }: { app: PayApp | null; onClose: () => void; onChanged: () => unknown }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = ['pay', 'channel', 'of-app', app?.id];
  const channels = useQuery({ queryKey, queryFn: () => payChannelApi.ofApp(app!.id), enabled: app !== null });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey });
    await onChanged();
  };
  const [form] = Form.useForm<ChannelFormValues>();
  const dialog = useEditDialog<PayChannel, PayChannelInput>({ get: payChannelApi.get, create: payChannelApi.create, update: payChannelApi.update, onSaved: refresh });
  const editing = dialog.editing;
  const code = editing?.code ?? (dialog.preset.code) ?? '';
  const family = familyOf(code);
  const byCode = new Map((channels.data?.list ?? []).map((c) => [c.code, c]));
  const label = (value: string) => getDictDataLabel(DICT_TYPE.PAY_CHANNEL_CODE_TYPE, value) || value;

  return (
    <>
      <Modal open={app !== null} title={t('payApp.channelsOf', { name: app?.name ?? '' })} footer={null} onCancel={onClose} width={640}>
        {GROUPS.map((group) => (
          <List
            key={group.key}
            size="small"
            header={<Typography.Text strong>{t(`payApp.${group.key}`)}</Typography.Text>}
            loading={channels.isLoading}
            dataSource={[...group.codes]}
            renderItem={(value) => {
              const channel = byCode.get(value);
              return (
                <List.Item
                  actions={[
                    <Auth key="edit" permissions={[channel ? 'pay:channel:update' : 'pay:channel:create']}>
                      <Button size="small" type={channel ? 'default' : 'primary'} ghost={!channel} onClick={() => (channel ? void dialog.openEdit(channel) : dialog.openCreate({ code: value }))}>
                        {channel ? t('common.edit') : t('payApp.configure')}
                      </Button>
                    </Auth>,
                    ...(channel
                      ? [
                          <DeleteAction
                            key="delete"
                            permission="pay:channel:delete"
                            subject={t('crud.idSubject', { entity: t('payApp.channelEntity'), id: channel.id })}
                            remove={() => payChannelApi.remove(channel.id)}
                            onDone={refresh}
                          />,
                        ]
                      : []),
                  ]}
                >
                  <Space>
                    <span>{label(value)}</span>
                    {channel ? (
                      <Tag color={channel.status === 0 ? 'success' : 'default'}>{channel.status === 0 ? t('payApp.channelEnabled') : t('payApp.channelDisabled')}</Tag>
                    ) : (
                      <Tag>{t('payApp.notConfigured')}</Tag>
                    )}
                  </Space>
                </List.Item>
              );
            }}
          />
        ))}
      </Modal>
      <ModalForm<ChannelFormValues>
        dialog={dialog}
        title={`${editing ? t('payApp.editChannel') : t('payApp.createChannel')} - ${label(code)}`}
        form={form}
        name="pay-channel-form"
        width={760}
        labelWidth={170}
        onlyWhileOpen
        values={
          editing
            ? { feeRate: editing.feeRate, status: editing.status, remark: editing.remark ?? '', config: formConfig(editing) }
            : { feeRate: 0, status: 0, config: NEW_CONFIG[family] }
        }
        onSubmit={(values) => {
          const config = { ...values.config, ...(family === 'alipay' ? { mode: Number(values.config.mode) } : {}) };
          dialog.save({
            id: editing?.id,
            code,
            appId: app!.id,
            merchantId: app!.merchantId,
            feeRate: values.feeRate,
            status: values.status,
            remark: values.remark?.trim() || null,
            config: JSON.stringify(config),
          });
        }}
      >
        <Form.Item name="feeRate" label={t('payApp.feeRate')} rules={[{ required: true, message: t('common.required', { field: t('payApp.feeRate') }) }]}>
          <InputNumber min={0} max={100} step={0.01} precision={2} suffix="%" style={{ width: '100%' }} />
        </Form.Item>
        <DictRadioItem label={t('payApp.channelStatus')} required />
        {family === 'wechat' && <WechatFields editing={editing !== null} />}
        {family === 'alipay' && <AlipayFields editing={editing !== null} />}
        {family === 'mock' && <Alert type="info" showIcon title={t('payApp.mockHint')} style={{ marginBottom: 16 }} />}
        <RemarkItem max={255} />
      </ModalForm>
    </>
  );
}

