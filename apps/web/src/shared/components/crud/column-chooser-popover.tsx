import { Checkbox, Popover } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnChooser } from './right-toolbar';

/** The column chooser's popover: a checkbox per column; fetched on the first click of its button (RightToolbar). */
export default function ColumnChooserPopover({ columns, children }: { columns: ColumnChooser; children: ReactElement }) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      defaultOpen
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
