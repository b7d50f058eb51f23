import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import type { DropdownProps } from 'antd';

// antd's Dropdown is fetched on the first click that opens one: a screen shows its triggers, not its menus, so the
// first screen's download does not carry it.
const Dropdown = lazy(() => import('antd/es/dropdown'));

type Trigger = ReactElement<{ onClick?: (event: MouseEvent) => void }>;

export type ClickDropdownProps = Omit<DropdownProps, 'trigger' | 'open' | 'defaultOpen' | 'children'> & { children: Trigger };

/** antd's Dropdown opened by a click on its child; the first click fetches it and opens it. */
export function ClickDropdown({ children, onOpenChange, ...props }: ClickDropdownProps) {
  // Undefined until the first click; from then on the menu's open state, which antd's Dropdown reports.
  const [open, setOpen] = useState<boolean>();
  if (open === undefined) {
    return cloneElement(children, {
      onClick: (event: MouseEvent) => {
        children.props.onClick?.(event);
        setOpen(true);
        onOpenChange?.(true, { source: 'trigger' });
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <Dropdown
        {...props}
        trigger={['click']}
        open={open}
        onOpenChange={(next, info) => {
          setOpen(next);
          onOpenChange?.(next, info);
        }}
      >
        {children}
      </Dropdown>
    </Suspense>
  );
}
