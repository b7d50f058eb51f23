import './texts';
import { Popover, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** 支付渠道 in the order and refund lists: the channel's name, with merchant, app and channel on hover (reference §1.7). */
export function ChannelCell({ row }: { row: { channelCodeName: string | null; merchantName: string | null; appName: string | null } }) {
  const { t } = useTranslation();
  return (
    <Popover
      content={
        <Space orientation="vertical" size={2}>
          <span>{`${t('payShared.merchantName')}：${row.merchantName ?? ''}`}</span>
          <span>{`${t('payShared.appName')}：${row.appName ?? ''}`}</span>
          <span>{`${t('payShared.channelName')}：${row.channelCodeName ?? ''}`}</span>
        </Space>
      }
    >
      <Typography.Text>{row.channelCodeName ?? '—'}</Typography.Text>
    </Popover>
  );
}
