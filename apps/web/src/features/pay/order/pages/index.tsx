import { useState } from 'react';
import { Space, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from '@/shared/utils/dayjs';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTimeColumn, dictColumn, idColumn } from '@/shared/components/crud/columns';
import { CrudList } from '@/shared/components/crud/crud-list';
import { ExportButton } from '@/shared/components/crud/export-button';
import { DetailAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchDictSelect, SearchInput } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { ChannelCell } from '@/shared/pay/channel-cell';
import { MerchantAppFilters } from '@/shared/pay/merchant-app-filters';
import { formatFen } from '@/shared/pay/money';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { OrderDetail } from '../order-detail';
import { payOrderApi, type PayOrder, type PayOrderFilters } from '../order-api';
import '../texts';

interface SearchValues {
  merchantId?: number;
  appId?: number;
  channelCode?: string;
  merchantOrderId?: string;
  channelOrderNo?: string;
  status?: number;
  refundStatus?: number;
  notifyStatus?: number;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

const toFilters = (values: SearchValues): PayOrderFilters => ({
  merchantId: values.merchantId,
  appId: values.appId,
  channelCode: values.channelCode,
  merchantOrderId: values.merchantOrderId?.trim() || undefined,
  channelOrderNo: values.channelOrderNo?.trim() || undefined,
  status: values.status,
  refundStatus: values.refundStatus,
  notifyStatus: values.notifyStatus,
  createTime: toCreateTimeRange(values.createTime),
});

/** As the reference: the list opens on today's orders, and a search spans at most 31 days. */
const today = (): SearchValues => ({ createTime: [dayjs(), dayjs()] });

/** 支付订单 (component pay/order/index): read-only, as the original; orders come from business modules and merchants. */
export default function PayOrderPage() {
  const { t } = useTranslation();
  const [initial] = useState(today);
  const crud = useCrudPage<PayOrder, PayOrderFilters, SearchValues>({ queryKey: ['pay', 'order'], fetchPage: payOrderApi.page, toFilters, initialFilters: toFilters(initial) });
  const [detailId, setDetailId] = useState<number | null>(null);

  const columns: TableColumnsType<PayOrder> = [
    idColumn(t('payOrder.id')),
    { title: t('payOrder.channel'), dataIndex: 'channelCodeName', width: 140, render: (_name, row) => <ChannelCell row={row} /> },
    {
      title: t('payOrder.payOrder'),
      key: 'numbers',
      width: 300,
      render: (_value, row) => (
        <Space orientation="vertical" size={4}>
          <span>
            <Tag>{t('payOrder.merchantTag')}</Tag>
            {row.merchantOrderId}
          </span>
          {row.channelOrderNo && (
            <span>
              <Tag color="warning">{t('payOrder.payTag')}</Tag>
              {row.channelOrderNo}
            </span>
          )}
        </Space>
      ),
    },
    { title: t('payOrder.subject'), dataIndex: 'subject', ellipsis: { showTitle: true }, width: 160 },
    { title: t('payOrder.amount'), dataIndex: 'amount', width: 110, align: 'right', render: (fen: number) => formatFen(fen) },
    { title: t('payOrder.feeAmount'), dataIndex: 'channelFeeAmount', width: 100, align: 'right', render: (fen: number) => formatFen(fen) },
    { title: t('payOrder.refundAmount'), dataIndex: 'refundAmount', width: 100, align: 'right', render: (fen: number) => formatFen(fen) },
    dictColumn(t('payOrder.status'), 'status', DICT_TYPE.PAY_ORDER_STATUS),
    dictColumn(t('payOrder.notifyStatus'), 'notifyStatus', DICT_TYPE.PAY_ORDER_NOTIFY_STATUS),
    dateTimeColumn(t('common.createTime')),
    dateTimeColumn(t('payOrder.successTime'), 'successTime'),
    actionsColumn(t('common.actions'), 100, (row) => (
      <RowActions>
        <DetailAction permission="pay:order:query" onClick={() => setDetailId(row.id)} />
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="pay-order-search"
      searchInitialValues={initial}
      search={
        <>
          <MerchantAppFilters />
          <SearchDictSelect name="channelCode" label={t('payOrder.channelCode')} dictType={DICT_TYPE.PAY_CHANNEL_CODE_TYPE} asString width={180} />
          <SearchInput name="merchantOrderId" label={t('payOrder.merchantOrderId')} />
          <SearchInput name="channelOrderNo" label={t('payOrder.channelOrderNo')} />
          <SearchDictSelect name="status" label={t('payOrder.status')} dictType={DICT_TYPE.PAY_ORDER_STATUS} />
          <SearchDictSelect name="refundStatus" label={t('payOrder.refundStatus')} dictType={DICT_TYPE.PAY_ORDER_REFUND_STATUS} />
          <SearchDictSelect name="notifyStatus" label={t('payOrder.notifyStatusFilter')} dictType={DICT_TYPE.PAY_ORDER_NOTIFY_STATUS} />
          <SearchDateRange label={t('common.createTime')} maxDays={31} />
        </>
      }
      toolbar={<ExportButton permission="pay:order:export" name={t('payOrder.exportName')} fileName="支付订单.xlsx" download={() => payOrderApi.export(crud.filters)} />}
      columns={columns}
    >
      <OrderDetail id={detailId} onClose={() => setDetailId(null)} />
    </CrudList>
  );
}
