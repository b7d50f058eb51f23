import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, QRCode, Radio, Result, Space, Statistic, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatFen } from '@/shared/pay/money';
import { formatDateTime } from '@/shared/utils/format';
import { cashierApi, type CashierOrder, type SubmitResult } from '../cashier-api';
import '../texts';
import '../cashier.css';

const SANDBOX = 'mock';
const PAID = 10;
const WAITING = 0;

/** Only a path of this console: `returnUrl` comes from the address bar. */
const safeReturn = (url: string | null) => (url && url.startsWith('/') && !url.startsWith('//') ? url : '/pay/order');

function ChannelAction({ order, channel, onSubmitted }: { order: CashierOrder; channel: string; onSubmitted: () => void }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<SubmitResult | 'failed' | null>(null);
  const submit = useMutation({
    mutationFn: (result?: 'success' | 'fail') => cashierApi.submit({ id: order.id, channelCode: channel, ...(result ? { channelExtras: { result } } : {}) }),
    onSuccess: (answer, result) => {
      setOutcome(result === 'fail' || (channel === SANDBOX && answer.status !== PAID) ? 'failed' : answer);
      onSubmitted();
    },
  });
  const busy = submit.isPending;
  const failedAlert = outcome === 'failed' && <Alert type="error" showIcon title={t('payCashier.failed')} />;

  if (channel === SANDBOX) {
    return (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('payCashier.sandboxTitle')} description={t('payCashier.sandboxHint')} />
        {failedAlert}
        <Space wrap>
          <Button type="primary" size="large" loading={busy && submit.variables === 'success'} disabled={busy} onClick={() => submit.mutate('success')}>
            {t('payCashier.sandboxSuccess')}
          </Button>
          <Button danger size="large" loading={busy && submit.variables === 'fail'} disabled={busy} onClick={() => submit.mutate('fail')}>
            {t('payCashier.sandboxFail')}
          </Button>
        </Space>
      </Space>
    );
  }
  const shown = outcome && outcome !== 'failed' ? outcome : null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {failedAlert}
      {shown?.displayMode === 'qr_code' && (
        <Space orientation="vertical" align="center">
          <QRCode value={shown.displayContent} />
          <Typography.Text type="secondary">{t('payCashier.scanToPay')}</Typography.Text>
        </Space>
      )}
      {shown?.displayMode === 'url' && (
        <Button type="link" href={shown.displayContent} target="_blank" rel="noreferrer">
          {t('payCashier.openPayUrl')}
        </Button>
      )}
      {shown && <Alert type="info" showIcon title={t('payCashier.waiting')} />}
      <Button type="primary" size="large" loading={busy} onClick={() => submit.mutate(undefined)}>
        {t('payCashier.pay')}
      </Button>
    </Space>
  );
}

/**
 * 收银台 (/pay/cashier?id=<pay order>; later versions of the original): the order, the app's enabled channels, and —
 * for the sandbox — a payment that succeeds or fails on request, so the whole cycle can be tried on one machine.
 */
export default function CashierPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const back = safeReturn(params.get('returnUrl'));
  const order = useQuery({ queryKey: ['pay', 'order', 'cashier', id], queryFn: () => cashierApi.get(id), enabled: valid });
  const [channel, setChannel] = useState<string | null>(null);
  const o = order.data;
  const chosen = channel ?? o?.channels[0]?.code ?? null;
  const channelName = (code: string | null) => o?.channels.find((c) => c.code === code)?.name ?? code ?? '';
  const backButton = (
    <Button key="back" type="primary" onClick={() => void navigate(back)}>
      {t('payCashier.back')}
    </Button>
  );

  if (!valid) return <Card className="page-card"><Empty description={t('payCashier.missingId')} /></Card>;
  return (
    <Card className="page-card pay-cashier" loading={order.isLoading} title={t('payCashier.title')}>
      {o && o.status === PAID && (
        <Result
          status="success"
          title={t('payCashier.paidTitle')}
          subTitle={t('payCashier.paidSubtitle', { id: o.id, time: formatDateTime(o.successTime), channel: channelName(o.channelCode), amount: formatFen(o.amount) })}
          extra={[backButton]}
        />
      )}
      {o && o.status !== PAID && o.status !== WAITING && <Result status="warning" title={t('payCashier.closedTitle')} subTitle={t('payCashier.closedSubtitle')} extra={[backButton]} />}
      {o && o.status === WAITING && (
        <div className="pay-cashier-body">
          <div className="pay-cashier-summary">
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 's', label: t('payCashier.subject'), children: <Typography.Text strong>{o.subject}</Typography.Text> },
                { key: 'a', label: t('payCashier.app'), children: o.appName },
                { key: 'i', label: t('payCashier.orderId'), children: o.id },
                { key: 'm', label: t('payCashier.merchantOrderId'), children: o.merchantOrderId },
                { key: 'e', label: t('payCashier.expireTime'), children: formatDateTime(o.expireTime) },
              ]}
            />
            <Statistic className="pay-cashier-amount" title={t('payCashier.amount')} value={formatFen(o.amount)} />
          </div>
          <Typography.Title level={5}>{t('payCashier.chooseChannel')}</Typography.Title>
          {o.channels.length === 0 ? (
            <Alert type="warning" showIcon title={t('payCashier.noChannels')} />
          ) : (
            <>
              <Radio.Group className="pay-cashier-channels" value={chosen} onChange={(e) => setChannel(e.target.value as string)}>
                {o.channels.map((c) => (
                  <Radio.Button key={c.code} value={c.code}>
                    {c.name}
                  </Radio.Button>
                ))}
              </Radio.Group>
              {chosen && <ChannelAction key={chosen} order={o} channel={chosen} onSubmitted={() => void queryClient.invalidateQueries({ queryKey: ['pay'] })} />}
            </>
          )}
        </div>
      )}
    </Card>
  );
}
