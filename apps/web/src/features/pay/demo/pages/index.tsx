import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Radio, Select, Tag, type TableColumnsType } from 'antd';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEMO_PRODUCTS } from '@console/contracts/pay/demo-order';
import { actionsColumn, dateTimeColumn, dictColumn, idColumn } from '@/shared/components/crud/columns';
import { CreateButton } from '@/shared/components/crud/create-button';
import { CrudList } from '@/shared/components/crud/crud-list';
import { ModalForm } from '@/shared/components/crud/modal-form';
import { RowAction, RowActions } from '@/shared/components/crud/row-action';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { formatFen } from '@/shared/pay/money';
import { toast } from '@/shared/ui/feedback';
import { demoOrderApi, type DemoOrder, type DemoOrderInput } from '../demo-api';
import '../texts';
import '../demo.css';

const WAITING = 0;
const CLOSED = 20;

/** Where the cashier sends the payer back to. */
const cashierUrl = (payOrderId: number) => `/pay/cashier?id=${payOrderId}&returnUrl=${encodeURIComponent('/pay/demo-order')}`;

/**
 * 示例订单 (component pay/demo/index; later versions of the original): a small shop that takes payments through the
 * payment module, to try the whole cycle — order, cashier, merchant notification, refunds — on the sandbox channel.
 */
export default function DemoOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const crud = useCrudPage<DemoOrder>({ queryKey: ['pay', 'demo-order'], fetchPage: demoOrderApi.page });
  const [creating, setCreating] = useState(false);
  const [refunding, setRefunding] = useState<DemoOrder | null>(null);
  const [createForm] = Form.useForm<DemoOrderInput>();
  const [refundForm] = Form.useForm<{ amount: number; reason?: string }>();
  const apps = useQuery({ queryKey: ['pay', 'app', 'enabled'], queryFn: demoOrderApi.apps, enabled: creating });

  const create = useMutation({
    mutationFn: async (values: DemoOrderInput) => demoOrderApi.get(await demoOrderApi.create(values)),
    onSuccess: (order) => {
      toast.success(t('payDemo.created'));
      setCreating(false);
      void crud.invalidate();
      void navigate(cashierUrl(order.payOrderId));
    },
  });
  const refund = useMutation({
    mutationFn: (values: { amount: number; reason?: string }) => demoOrderApi.refund({ id: refunding!.id, amount: Math.round(values.amount * 100), reason: values.reason?.trim() || undefined }),
    onSuccess: async () => {
      toast.success(t('payDemo.refundSubmitted'));
      setRefunding(null);
      await crud.invalidate();
    },
  });

  const payTag = (row: DemoOrder) => {
    if (row.payStatus) return <Tag color="success">{t('payDemo.paid')}</Tag>;
    if (row.payOrderStatus === CLOSED) return <Tag>{t('payDemo.closed')}</Tag>;
    return <Tag color="warning">{t('payDemo.unpaid')}</Tag>;
  };
  const refundable = (row: DemoOrder) => row.price - row.refundPrice;

  const columns: TableColumnsType<DemoOrder> = [
    idColumn(t('payDemo.id')),
    { title: t('payDemo.spuName'), dataIndex: 'spuName', width: 140 },
    { title: t('payDemo.app'), dataIndex: 'appName', ellipsis: true },
    { title: t('payDemo.price'), dataIndex: 'price', width: 120, align: 'right', render: (fen: number) => formatFen(fen) },
    { title: t('payDemo.payOrderId'), dataIndex: 'payOrderId', width: 120, align: 'center' },
    { title: t('payDemo.payStatus'), key: 'payStatus', width: 100, align: 'center', render: (_v, row) => payTag(row) },
    dateTimeColumn(t('payDemo.payTime'), 'payTime'),
    dictColumn(t('payDemo.payChannel'), 'payChannelCode', DICT_TYPE.PAY_CHANNEL_CODE_TYPE, 140),
    { title: t('payDemo.refundPrice'), dataIndex: 'refundPrice', width: 110, align: 'right', render: (fen: number) => (fen ? formatFen(fen) : '') },
    dateTimeColumn(t('common.createTime')),
    actionsColumn(t('common.actions'), 190, (row) => (
      <RowActions>
        {row.payOrderStatus === WAITING && (
          <RowAction icon={<DollarOutlined />} onClick={() => void navigate(cashierUrl(row.payOrderId))}>
            {t('payDemo.pay')}
          </RowAction>
        )}
        {row.payStatus && refundable(row) > 0 && (
          <RowAction permission="pay:demo-order:refund" icon={<RollbackOutlined />} danger onClick={() => setRefunding(row)}>
            {t('payDemo.refund')}
          </RowAction>
        )}
      </RowActions>
    )),
  ];

  const appOptions = (apps.data?.list ?? []).map((app) => ({ value: app.id, label: `${app.name}（${app.payMerchant?.name ?? ''}）` }));
  return (
    <CrudList crud={crud} toolbar={<CreateButton permission="pay:demo-order:create" onClick={() => setCreating(true)} />} columns={columns}>
      <ModalForm<DemoOrderInput>
        open={creating}
        saving={create.isPending}
        onCancel={() => setCreating(false)}
        title={t('payDemo.createTitle')}
        form={createForm}
        name="pay-demo-form"
        width={620}
        values={{ spuId: 2, appId: appOptions[0]?.value }}
        onSubmit={(values) => create.mutate(values)}
      >
        {apps.isSuccess && appOptions.length === 0 ? <Alert type="warning" showIcon title={t('payDemo.noApps')} style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="appId" label={t('payDemo.app')} rules={[{ required: true, message: t('common.pleaseSelect', { field: t('payDemo.app') }) }]} extra={t('payDemo.appHint')}>
          <Select loading={apps.isFetching} options={appOptions} placeholder={t('common.pleaseSelect', { field: t('payDemo.app') })} />
        </Form.Item>
        <Form.Item name="spuId" label={t('payDemo.product')} rules={[{ required: true }]}>
          <Radio.Group className="pay-demo-products">
            {DEMO_PRODUCTS.map((p) => (
              <Radio.Button key={p.id} value={p.id}>
                <span className="pay-demo-product-name">{p.name}</span>
                <span className="pay-demo-product-price">{formatFen(p.price)}</span>
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
      </ModalForm>
      <ModalForm<{ amount: number; reason?: string }>
        open={refunding !== null}
        saving={refund.isPending}
        onCancel={() => setRefunding(null)}
        title={t('payDemo.refundTitle', { name: refunding?.spuName ?? '' })}
        form={refundForm}
        name="pay-demo-refund"
        width={480}
        labelWidth={120}
        danger
        values={refunding ? { amount: refundable(refunding) / 100 } : undefined}
        onSubmit={(values) => refund.mutate(values)}
      >
        <Form.Item
          name="amount"
          label={t('payDemo.refundAmount')}
          rules={[{ required: true, message: t('common.pleaseEnter', { field: t('payDemo.refundAmount') }) }]}
          extra={refunding ? t('payDemo.refundable', { amount: formatFen(refundable(refunding)) }) : undefined}
        >
          <InputNumber min={0.01} max={refunding ? refundable(refunding) / 100 : undefined} precision={2} step={0.01} prefix="￥" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label={t('payDemo.refundReason')}>
          <Input maxLength={256} />
        </Form.Item>
      </ModalForm>
    </CrudList>
  );
}
