import type { ComponentType } from 'react';

let Bell: ComponentType | null = null;

/**
 * The app provides the header's 站内信 bell (layout/ imports no feature; app/admin-shell.tsx hands it over). Call it
 * once, before the layout first renders.
 */
export function provideHeaderBell(component: ComponentType): void {
  Bell = component;
}

/** The bell the app provided, or null (a layout rendered on its own, in a test). */
export function headerBell(): ComponentType | null {
  return Bell;
}
