import { Checkbox, Popover } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupState } from '@/shared/components/click-popup';
import type { ColumnChooser } from './use-column-chooser';

/** The column chooser's popover: a checkbox per column; fetched on the first click of its button (RightToolbar). */
export default function ColumnChooserPopover({ columns, children, open, onOpenChange }: { columns: ColumnChooser; children: ReactElement } & PopupState) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      title={t('crud.columnsTitle')}
      content={
        <div className="column-chooser">
          {columns.options.map((option) => (
            <Checkbox key={option.key} checked={!columns.hidden.has(option.key)} onChange={(event) => columns.toggle(option.key, event.target.checked)}>
              {option.title}
            </Checkbox>
          ))}
        </div>
      }
    >
      {children}
    </Popover>
  );
}
