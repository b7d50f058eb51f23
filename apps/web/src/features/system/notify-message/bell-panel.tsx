import { Button, Empty, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MY_NOTIFY_MESSAGE_PATH } from '@/shared/routing/route-table';
import { formatDateTime } from '@/shared/utils/format';
import { toast } from '@/shared/ui/feedback';
import { useMarkRead, useUnreadList } from './use-notify-messages';

/** The popover's body: the latest unread messages (each can be marked read), 全部已读 and 查看全部. */
export default function BellPanel({ unread, onLeave }: { unread: number; onLeave: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useUnreadList(true);
  const { markRead, markAllRead } = useMarkRead();
  const messages = list.data ?? [];
  return (
    <div className="notify-bell-panel">
      <Spin spinning={list.isFetching && !list.data}>
        {messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifyMessage.noUnread')} />
        ) : (
          <ul className="notify-bell-list" aria-label={t('notifyMessage.latestUnread')}>
            {messages.map((message) => (
              <li key={message.id} className="notify-bell-item">
                <div className="notify-bell-text">
                  {/* Text, never markup: the content holds what a template's parameters were given. */}
                  <span className="notify-bell-title">
                    {message.templateNickname}：{message.templateContent}
                  </span>
                  <span className="notify-bell-time">{formatDateTime(message.createTime)}</span>
                </div>
                <Button size="small" type="link" onClick={() => void markRead([message.id])}>
                  {t('notifyMessage.readOne')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <div className="notify-bell-footer">
        <Button
          disabled={unread === 0}
          onClick={() =>
            void markAllRead().then(() => {
              toast.success(t('notifyMessage.readAllDone'));
            })
          }
        >
          {t('notifyMessage.readAll')}
        </Button>
        <Button
          type="primary"
          onClick={() => {
            onLeave();
            void navigate(MY_NOTIFY_MESSAGE_PATH);
          }}
        >
          {t('notifyMessage.viewAll')}
        </Button>
      </div>
    </div>
  );
}
