import { Descriptions, Divider, Modal, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { formatFen } from '@/shared/pay/money';
import { NotifyHistory } from '@/shared/pay/notify-history';
import { formatDateTime } from '@/shared/utils/format';
import { payOrderApi } from './order-api';

/** 订单详情 (reference §1.7): the order in four groups, the gateway's callback, and the merchant notification's attempts. */
export function OrderDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['pay', 'order', 'detail', id], queryFn: () => payOrderApi.get(id!), enabled: id !== null });
  const o = query.data;
  return (
    <Modal open={id !== null} title={t('payOrder.detail')} footer={null} onCancel={onClose} width={900} destroyOnHidden loading={query.isLoading}>
      {o && (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 3 }}
            items={[
              { key: 'm', label: t('payOrder.merchantName'), children: o.merchantName },
              { key: 'a', label: t('payOrder.appName'), children: o.appName },
              { key: 's', label: t('payOrder.goodsName'), children: o.subject },
            ]}
          />
          <Divider style={{ margin: '8px 0 12px' }} />
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 3 }}
            items={[
              { key: 'mo', label: t('payOrder.merchantOrderId'), children: <Tag>{o.merchantOrderId}</Tag> },
              { key: 'co', label: t('payOrder.channelOrderNo'), children: o.channelOrderNo ? <Tag color="purple">{o.channelOrderNo}</Tag> : '' },
              { key: 'no', label: t('payOrder.no'), children: o.payOrderExtension ? <Tag color="magenta">{o.payOrderExtension.no}</Tag> : '' },
              { key: 'am', label: t('payOrder.amount'), children: <Tag color="success">{formatFen(o.amount)}</Tag> },
              { key: 'fe', label: t('payOrder.fee'), children: <Tag color="warning">{formatFen(o.channelFeeAmount)}</Tag> },
              { key: 'fr', label: t('payOrder.feeRate'), children: `${o.channelFeeRate} %` },
              { key: 'st', label: t('payOrder.status'), children: <DictTag type={DICT_TYPE.PAY_ORDER_STATUS} value={o.status} /> },
              { key: 'ns', label: t('payOrder.notifyStatus'), children: <DictTag type={DICT_TYPE.PAY_ORDER_NOTIFY_STATUS} value={o.notifyStatus} /> },
              { key: 'nu', label: t('payOrder.notifyUrl'), children: <Typography.Text copyable>{o.notifyUrl}</Typography.Text> },
              { key: 'ct', label: t('common.createTime'), children: formatDateTime(o.createTime) },
              { key: 'pt', label: t('payOrder.successTime'), children: formatDateTime(o.successTime) },
              { key: 'et', label: t('payOrder.expireTime'), children: formatDateTime(o.expireTime) },
              { key: 'nt', label: t('payOrder.notifyTime'), children: formatDateTime(o.notifyTime) },
            ]}
          />
          <Divider style={{ margin: '8px 0 12px' }} />
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 3 }}
            items={[
              { key: 'ch', label: t('payOrder.channel'), children: o.channelCodeName },
              { key: 'ip', label: t('payOrder.userIp'), children: o.userIp },
              { key: 'rs', label: t('payOrder.refundStatus'), children: <DictTag type={DICT_TYPE.PAY_ORDER_REFUND_STATUS} value={o.refundStatus} /> },
              { key: 'rt', label: t('payOrder.refundTimes'), children: o.refundTimes },
              { key: 'ra', label: t('payOrder.refundAmount'), children: <Tag color="warning">{formatFen(o.refundAmount)}</Tag> },
            ]}
          />
          <Divider style={{ margin: '8px 0 12px' }} />
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'b', label: t('payOrder.body'), children: o.body },
              {
                key: 'n',
                label: t('payOrder.channelNotifyData'),
                children: o.payOrderExtension?.channelNotifyData ? <Typography.Paragraph className="crud-pre">{o.payOrderExtension.channelNotifyData}</Typography.Paragraph> : '',
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t('payOrder.notifyHistory')}
          </Typography.Title>
          <NotifyHistory url="/pay/order/get-notify" id={o.id} />
        </>
      )}
    </Modal>
  );
}
