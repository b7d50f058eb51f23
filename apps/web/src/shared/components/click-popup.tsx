import { cloneElement, Suspense, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

export type Trigger = ReactElement<{ onClick?: (event: MouseEvent) => void }>;

/** What a popup opened by a click takes: its open state, and where it reports a change of it. */
export interface PopupState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface ClickPopupProps {
  /** The trigger, rendered as it is until its first click. */
  children: Trigger;
  /** The popup around the trigger: a lazily loaded component, which the first click fetches and shows open. */
  popup: (trigger: Trigger, state: PopupState) => ReactNode;
  /** Told of every change of the open state, the first click's included. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A popup (a dropdown menu, a popover) whose code is fetched by the click that first opens it: a screen shows its
 * triggers, not its popups, so the screen's download does not carry them. Until it has arrived the trigger stays as
 * it was.
 */
export function ClickPopup({ children, popup, onOpenChange }: ClickPopupProps) {
  // Undefined until the first click; from then on the popup's open state.
  const [open, setOpen] = useState<boolean>();
  if (open === undefined) {
    return cloneElement(children, {
      onClick: (event: MouseEvent) => {
        children.props.onClick?.(event);
        setOpen(true);
        onOpenChange?.(true);
      },
    });
  }
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return <Suspense fallback={children}>{popup(children, { open, onOpenChange: change })}</Suspense>;
}
