import type { ComponentType } from 'react';

const NONE: ComponentType = () => null;
let ProvidedBell: ComponentType = NONE;

/**
 * The app provides the header's 站内信 bell (layout/ imports no feature; app/admin-shell.tsx hands it over). Call it
 * once, before the layout first renders: the component must not change between renders.
 */
export function provideHeaderBell(component: ComponentType): void {
  ProvidedBell = component;
}

/** The bell the app provided; nothing when none was (a layout rendered on its own). */
export function HeaderBell() {
  return <ProvidedBell />;
}
