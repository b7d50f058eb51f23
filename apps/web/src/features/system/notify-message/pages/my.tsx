import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/components/dict-tag';
import { CrudList } from '@/shared/components/crud/crud-list';
import { actionsColumn, dateTimeColumn, dictColumn } from '@/shared/components/crud/columns';
import { DetailModal } from '@/shared/components/crud/detail-modal';
import { RowAction, RowActions } from '@/shared/components/crud/row-action';
import { SearchDateRange, SearchSelect } from '@/shared/components/crud/search-fields';
import { useCrudPage } from '@/shared/components/crud/use-crud-page';
import { DICT_TYPE } from '@/shared/dict/dict-types';
import { toast } from '@/shared/ui/feedback';
import { toCreateTimeRange } from '@/shared/utils/date-range';
import { formatDateTime } from '@/shared/utils/format';
import { myNotifyApi, type MyMessageFilters, type NotifyMessage } from '../notify-message-api';
import { NOTIFY_MESSAGE_KEY, useMarkRead } from '../use-notify-messages';
import '../texts';

interface SearchValues {
  readStatus?: 'true' | 'false';
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(values: SearchValues): MyMessageFilters {
  return { readStatus: values.readStatus === undefined ? undefined : values.readStatus === 'true', createTime: toCreateTimeRange(values.createTime) };
}

/** 我的站内信 (/user/notify-message): the signed-in user's messages; opening one marks it read. */
export default function MyNotifyMessagePage() {
  const { t } = useTranslation();
  const crud = useCrudPage<NotifyMessage, MyMessageFilters, SearchValues>({ queryKey: [...NOTIFY_MESSAGE_KEY, 'my'], fetchPage: myNotifyApi.page, toFilters });
  const { markRead, markAllRead } = useMarkRead();
  const [selected, setSelected] = useState<number[]>([]);
  const [detail, setDetail] = useState<NotifyMessage | null>(null);

  const openDetail = (row: NotifyMessage) => {
    setDetail(row);
    if (!row.readStatus) void markRead([row.id]);
  };
  const readSelected = async () => {
    await markRead(selected);
    setSelected([]);
    toast.success(t('notifyMessage.readSelectedDone'));
  };
  const readAll = async () => {
    await markAllRead();
    setSelected([]);
    toast.success(t('notifyMessage.readAllDone'));
  };
  const readTag = (read: boolean) => (read ? <Tag>{t('notifyMessage.read')}</Tag> : <Tag color="warning">{t('notifyMessage.unread')}</Tag>);

  const columns: TableColumnsType<NotifyMessage> = [
    { title: t('notifyMessage.sender'), dataIndex: 'templateNickname', width: 130, ellipsis: true },
    dateTimeColumn(t('notifyMessage.sendTime'), 'createTime'),
    dictColumn(t('notifyMessage.type'), 'templateType', DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE, 110),
    { title: t('notifyMessage.content'), dataIndex: 'templateContent', width: 280, ellipsis: true },
    { title: t('notifyMessage.readStatus'), dataIndex: 'readStatus', width: 100, align: 'center', render: readTag },
    dateTimeColumn(t('notifyMessage.readTime'), 'readTime'),
    actionsColumn(t('common.actions'), 100, (row) => (
      <RowActions>
        <RowAction icon={<EyeOutlined />} onClick={() => openDetail(row)}>
          {t('notifyMessage.detail')}
        </RowAction>
      </RowActions>
    )),
  ];

  return (
    <CrudList
      crud={crud}
      name="my-notify-message-search"
      search={
        <>
          <SearchSelect
            name="readStatus"
            label={t('notifyMessage.readStatus')}
            options={[
              { value: 'true', label: t('notifyMessage.read') },
              { value: 'false', label: t('notifyMessage.unread') },
            ]}
          />
          <SearchDateRange label={t('notifyMessage.sendTime')} />
        </>
      }
      toolbar={
        <>
          <Button icon={<CheckOutlined />} disabled={selected.length === 0} onClick={() => void readSelected()}>
            {t('notifyMessage.readSelected')}
          </Button>
          <Button icon={<CheckOutlined />} onClick={() => void readAll()}>
            {t('notifyMessage.readAll')}
          </Button>
        </>
      }
      columns={columns}
      table={{
        rowSelection: {
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          // Only unread messages can be marked read.
          getCheckboxProps: (row) => ({ disabled: row.readStatus }),
        },
      }}
    >
      <DetailModal
        record={detail}
        title={t('notifyMessage.detailTitle')}
        column={1}
        width={640}
        onClose={() => setDetail(null)}
        fields={(message) => [
          { label: t('notifyMessage.sender'), value: message.templateNickname },
          { label: t('notifyMessage.sendTime'), value: formatDateTime(message.createTime) },
          { label: t('notifyMessage.type'), value: <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={message.templateType} /> },
          { label: t('notifyMessage.readStatus'), value: readTag(true) },
          // Shown as text, never as markup.
          { label: t('notifyMessage.content'), value: <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.templateContent}</span> },
        ]}
      />
    </CrudList>
  );
}
