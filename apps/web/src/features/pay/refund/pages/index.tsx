import { useState, type ReactNode } from 'react';
import { Descriptions, Divider, Modal, Space, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from '@/shared/utils/dayjs';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTimeColumn, dictColumn, idColumn } from '@/shared/components/crud/columns';
import { CrudList } from '@/shared/components/crud/crud-list';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DetailAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DictTag } from '@/shared/components/dict-tag';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { ChannelCell } from '@/shared/pay/channel-cell';
import { MerchantAppFilters } from '@/shared/pay/merchant-app-filters';
import { formatFen } from '@/shared/pay/money';
import { NotifyHistory } from '@/shared/pay/notify-history';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { formatDateTime } from '@/shared/utils/format';
import { payRefundApi, type PayRefund, type PayRefundFilters } from '../refund-api';
import '../texts';

interface SearchValues {
  merchantId?: number;
  appId?: number;
  channelCode?: string;
  type?: number;
  merchantRefundNo?: string;
  status?: number;
  notifyStatus?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

const toFilters = (values: SearchValues): PayRefundFilters => ({
  merchantId: values.merchantId,
  appId: values.appId,
  channelCode: values.channelCode,
  type: values.type,
  merchantRefundNo: values.merchantRefundNo?.trim() || undefined,
  status: values.status,
  notifyStatus: values.notifyStatus,
  createTime: toCreateTimeRange(values.createTime),
});

const today = (): SearchValues => ({ createTime: [dayjs(), dayjs()] });

function TwoTags({ first, second }: { first: [string, string | null]; second: [string, string | null] }) {
  return (
    <Space orientation="vertical" size={4}>
      {[first, second].map(([tag, value], i) =>
        value ? (
          <span key={tag}>
            <Tag color={i === 0 ? undefined : 'warning'}>{tag}</Tag>
            {value}
          </span>
        ) : null,
      )}
    </Space>
  );
}

/** 退款订单 (component pay/refund/index): read-only, as the original; refunds come from business modules and merchants. */
export default function PayRefundPage() {
  const { t } = useTranslation();
  const [initial] = useState(today);
  const crud = useCrudPage<PayRefund, PayRefundFilters, SearchValues>({ queryKey: ['pay', 'refund'], fetchPage: payRefundApi.page, toFilters, initialFilters: toFilters(initial) });
  const [detail, setDetail] = useState<PayRefund | null>(null);

  const columns: TableColumnsType<PayRefund> = [
    idColumn(t('payRefund.id')),
    { title: t('payRefund.channel'), dataIndex: 'channelCodeName', width: 140, render: (_name, row) => <ChannelCell row={row} /> },
    {
      title: t('payRefund.merchantNumbers'),
      key: 'merchant',
      width: 280,
      render: (_v, row) => <TwoTags first={[t('payRefund.refundTag'), row.merchantRefundNo]} second={[t('payRefund.tradeTag'), row.merchantOrderId]} />,
    },
    {
      title: t('payRefund.payNumbers'),
      key: 'pay',
      width: 300,
      render: (_v, row) => <TwoTags first={[t('payRefund.tradeTag'), row.tradeNo]} second={[t('payRefund.channelTag'), row.channelOrderNo]} />,
    },
    { title: t('payRefund.payAmount'), dataIndex: 'payAmount', width: 110, align: 'right', render: (fen: number) => formatFen(fen) },
    { title: t('payRefund.refundAmount'), dataIndex: 'refundAmount', width: 110, align: 'right', render: (fen: number) => formatFen(fen) },
    dictColumn(t('payRefund.type'), 'type', DICT_TYPE.PAY_REFUND_ORDER_TYPE),
    dictColumn(t('payRefund.status'), 'status', DICT_TYPE.PAY_REFUND_ORDER_STATUS, 120),
    dictColumn(t('payRefund.notifyStatus'), 'notifyStatus', DICT_TYPE.PAY_ORDER_NOTIFY_STATUS),
    { title: t('payRefund.reason'), dataIndex: 'reason', width: 140, ellipsis: { showTitle: true } },
    dateTimeColumn(t('common.createTime')),
    dateTimeColumn(t('payRefund.successTime'), 'successTime'),
    actionsColumn(t('common.actions'), 100, (row) => (
      <RowActions>
        <DetailAction permission="pay:refund:query" onClick={() => setDetail(row)} />
      </RowActions>
    )),
  ];

  /** The detail dialog's groups, as the reference's (names; numbers; amounts and times; channel and callback; gateway; extras). */
  const detailGroups = (r: PayRefund): Array<Array<[string, ReactNode]>> => [
    [
      [t('payRefund.merchantName'), r.merchantName],
      [t('payRefund.appName'), r.appName],
      [t('payRefund.goodsName'), r.subject],
    ],
    [
      [t('payRefund.merchantRefundNo'), <Tag key="m">{r.merchantRefundNo}</Tag>],
      [t('payRefund.merchantOrderId'), r.merchantOrderId],
      [t('payRefund.tradeNo'), r.tradeNo],
    ],
    [
      [t('payRefund.payAmount'), <Tag key="p" color="success">{formatFen(r.payAmount)}</Tag>],
      [t('payRefund.refundAmount'), <Tag key="r" color="error">{formatFen(r.refundAmount)}</Tag>],
      [t('payRefund.type'), <DictTag key="t" type={DICT_TYPE.PAY_REFUND_ORDER_TYPE} value={r.type} />],
      [t('payRefund.status'), <DictTag key="s" type={DICT_TYPE.PAY_REFUND_ORDER_STATUS} value={r.status} />],
      [t('common.createTime'), formatDateTime(r.createTime)],
      [t('payRefund.successTime'), formatDateTime(r.successTime)],
      [t('payRefund.expireTime'), formatDateTime(r.expireTime)],
      [t('payRefund.updateTime'), formatDateTime(r.updateTime)],
    ],
    [
      [t('payRefund.channel'), r.channelCodeName],
      [t('payRefund.userIp'), r.userIp],
      [t('payRefund.notifyUrl'), r.notifyUrl],
      [t('payRefund.notifyStatus'), <DictTag key="n" type={DICT_TYPE.PAY_ORDER_NOTIFY_STATUS} value={r.notifyStatus} />],
      [t('payRefund.notifyTime'), formatDateTime(r.notifyTime)],
    ],
    [
      [t('payRefund.channelOrderNo'), r.channelOrderNo],
      [t('payRefund.channelRefundNo'), r.channelRefundNo],
      [t('payRefund.channelErrorCode'), r.channelErrorCode],
      [t('payRefund.channelErrorMsg'), r.channelErrorMsg],
    ],
    [
      [t('payRefund.channelExtras'), r.channelExtras],
      [t('payRefund.reason'), r.reason],
    ],
  ];

  const r = detail;
  return (
    <CrudList
      crud={crud}
      name="pay-refund-search"
      searchInitialValues={initial}
      search={
        <>
          <MerchantAppFilters />
          <SearchDictSelect name="channelCode" label={t('payRefund.channelCode')} dictType={DICT_TYPE.PAY_CHANNEL_CODE_TYPE} asString width={180} />
          <SearchDictSelect name="type" label={t('payRefund.type')} dictType={DICT_TYPE.PAY_REFUND_ORDER_TYPE} />
          <SearchInput name="merchantRefundNo" label={t('payRefund.merchantRefundNo')} />
          <SearchDictSelect name="status" label={t('payRefund.status')} dictType={DICT_TYPE.PAY_REFUND_ORDER_STATUS} />
          <SearchDictSelect name="notifyStatus" label={t('payRefund.notifyStatusFilter')} dictType={DICT_TYPE.PAY_ORDER_NOTIFY_STATUS} />
          <SearchDateRange label={t('common.createTime')} maxDays={31} />
        </>
      }
      toolbar={<ExportButton permission="pay:refund:export" name={t('payRefund.exportName')} fileName="退款订单.xlsx" download={() => payRefundApi.export(crud.filters)} />}
      columns={columns}
    >
      <Modal open={r !== null} title={t('payRefund.detail')} footer={null} onCancel={() => setDetail(null)} width={900} destroyOnHidden>
        {r && (
          <>
            {detailGroups(r).map((group, i) => (
              <div key={i}>
                {i > 0 && <Divider style={{ margin: '8px 0 12px' }} />}
                <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} items={group.map(([label, value]) => ({ key: label, label, children: value }))} />
              </div>
            ))}
            <Typography.Title level={5} style={{ marginTop: 12 }}>
              {t('payRefund.notifyHistory')}
            </Typography.Title>
            <NotifyHistory url="/pay/refund/get-notify" id={r.id} />
          </>
        )}
      </Modal>
    </CrudList>
  );
}
