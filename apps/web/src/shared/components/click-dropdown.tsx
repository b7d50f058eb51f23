import { lazy } from 'react';
import type { DropdownProps } from 'antd';
import { ClickPopup, type Trigger } from './click-popup';

// antd's Dropdown is fetched on the first click that opens one (ClickPopup).
const Dropdown = lazy(() => import('antd/es/dropdown'));

export type ClickDropdownProps = Omit<DropdownProps, 'trigger' | 'open' | 'defaultOpen' | 'onOpenChange' | 'children'> & {
  children: Trigger;
  onOpenChange?: (open: boolean) => void;
};

/** antd's Dropdown opened by a click on its child; the first click fetches it and opens it. */
export function ClickDropdown({ children, onOpenChange, ...props }: ClickDropdownProps) {
  return (
    <ClickPopup
      onOpenChange={onOpenChange}
      popup={(trigger, state) => (
        <Dropdown {...props} trigger={['click']} open={state.open} onOpenChange={state.onOpenChange}>
          {trigger}
        </Dropdown>
      )}
    >
      {children}
    </ClickPopup>
  );
}
