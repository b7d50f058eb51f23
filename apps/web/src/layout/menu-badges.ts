import type { MenuBadges } from './menu-items';

const NO_BADGES: MenuBadges = {};
let useBadges: () => MenuBadges = () => NO_BADGES;

/**
 * The app provides the hook that counts the sidebar's badges (layout/ imports no feature; app/menu-badges.ts
 * gathers the features' counts). Call it once, before the first render: the hook must not change between renders.
 */
export function provideMenuBadges(hook: () => MenuBadges): void {
  useBadges = hook;
}

/** Counts the sidebar shows beside menu entries, keyed by the menu's component. */
export function useMenuBadges(): MenuBadges {
  return useBadges();
}
