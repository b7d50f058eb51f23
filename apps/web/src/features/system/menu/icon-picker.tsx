import { useMemo, useState } from 'react';
import { Button, Empty, Input, Popover } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, MenuIcon } from '@/shared/icons/menu-icon';

interface IconPickerProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** A searchable grid over the app's icon registry (the names menus store). */
export function IconPicker({ value, onChange, id }: IconPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const names = useMemo(() => {
    const wanted = keyword.trim().toLowerCase();
    return wanted ? MENU_ICON_NAMES.filter((name) => name.toLowerCase().includes(wanted)) : MENU_ICON_NAMES;
  }, [keyword]);
  const current = value && value !== '#' ? value : '';

  const content = (
    <div style={{ width: 420, maxWidth: 'calc(100vw - 48px)' }}>
      <Input allowClear autoFocus prefix={<SearchOutlined />} placeholder={t('menu.iconSearch')} aria-label={t('menu.iconSearch')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      {names.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div className="icon-picker-grid" role="listbox" aria-label={t('menu.menuIcon')}>
          {names.map((name) => (
            <button
              type="button"
              key={name}
              role="option"
              aria-selected={name === current}
              title={name}
              className={`icon-picker-item${name === current ? ' selected' : ''}`}
              onClick={() => {
                onChange?.(name);
                setOpen(false);
              }}
            >
              <MenuIcon name={name} />
              <span>{name}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );

  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Input
        id={id}
        readOnly
        value={current}
        placeholder={t('menu.iconPick')}
        prefix={current ? <MenuIcon name={current} /> : <SearchOutlined />}
        suffix={
          current ? (
            <Button
              type="text"
              size="small"
              aria-label={t('menu.iconNone')}
              icon={<CloseCircleFilled />}
              onClick={(event) => {
                event.stopPropagation();
                onChange?.('');
              }}
            />
          ) : undefined
        }
        style={{ cursor: 'pointer' }}
      />
    </Popover>
  );
}
