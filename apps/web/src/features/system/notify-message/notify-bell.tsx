import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Popover, Tooltip } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useTranslation } from 'react-i18next';
import { useMessagesSync, useUnreadCount } from './use-notify-messages';
import './notify-message.css';
import './texts';

// The popover's body comes on the first click: the header of every page carries only the badge.
const BellPanel = lazy(() => import('./bell-panel'));

/** The header's 站内信 bell: the unread count on a badge, and the latest unread in a popover. */
export default function NotifyBell() {
  const { t } = useTranslation();
  const count = useUnreadCount() ?? 0;
  useMessagesSync();
  const [open, setOpen] = useState(false);
  const label = count > 0 ? t('notifyMessage.bellUnread', { count }) : t('notifyMessage.bell');
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('notifyMessage.latestUnread')}
      content={
        open ? (
          <Suspense fallback={<div className="notify-bell-panel" />}>
            <BellPanel unread={count} onLeave={() => setOpen(false)} />
          </Suspense>
        ) : null
      }
    >
      <Tooltip title={label} placement="bottom" open={open ? false : undefined}>
        <Button
          type="text"
          className="navbar-action"
          data-testid="notify-bell"
          aria-label={label}
          icon={
            <Badge count={count} size="small" overflowCount={99} offset={[4, -2]}>
              <BellOutlined className="notify-bell-icon" />
            </Badge>
          }
        />
      </Tooltip>
    </Popover>
  );
}
