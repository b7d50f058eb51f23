import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import ColumnWidthOutlined from '@ant-design/icons/ColumnWidthOutlined';
import VerticalRightOutlined from '@ant-design/icons/VerticalRightOutlined';
import VerticalLeftOutlined from '@ant-design/icons/VerticalLeftOutlined';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';

export type TagAction = 'refresh' | 'close' | 'others' | 'left' | 'right' | 'all';

interface TagsContextMenuProps {
  left: number;
  top: number;
  width: number;
  /** Which entries apply to the tab it opened on. */
  offers: Record<Exclude<TagAction, 'refresh' | 'all'>, boolean>;
  onRun: (action: TagAction) => void;
}

const ENTRIES: { action: TagAction; icon: ComponentType<{ 'aria-hidden': boolean }>; label: string }[] = [
  { action: 'refresh', icon: ReloadOutlined, label: 'tags.refresh' },
  { action: 'close', icon: CloseOutlined, label: 'tags.closeCurrent' },
  { action: 'others', icon: ColumnWidthOutlined, label: 'tags.closeOthers' },
  { action: 'left', icon: VerticalRightOutlined, label: 'tags.closeLeft' },
  { action: 'right', icon: VerticalLeftOutlined, label: 'tags.closeRight' },
  { action: 'all', icon: MinusCircleOutlined, label: 'tags.closeAll' },
];

/** The page tabs' right-click menu (spec §9); fetched on the first right-click (TagsView). */
export default function TagsContextMenu({ left, top, width, offers, onRun }: TagsContextMenuProps) {
  const { t } = useTranslation();
  const offered = (action: TagAction) => action === 'refresh' || action === 'all' || offers[action];
  return (
    <ul className="tags-context-menu" role="menu" style={{ left, top, width }} onClick={(event) => event.stopPropagation()}>
      {ENTRIES.filter(({ action }) => offered(action)).map(({ action, icon: Icon, label }) => (
        <li key={action} role="menuitem" onClick={() => onRun(action)}>
          <Icon aria-hidden /> {t(label)}
        </li>
      ))}
    </ul>
  );
}
