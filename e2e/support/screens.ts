import { expect, type Page } from '@playwright/test';
import { visiblePage } from './app';

/** The menu screens, as the server's menu tree (list-menus) lists them: shared by the smoke walk and the axe check. */

export interface MenuNode {
  name: string;
  path: string;
  component: string | null;
  visible: boolean;
  children: MenuNode[] | null;
}

export interface Screen {
  /** Sidebar titles from the top level down to the leaf. */
  trail: string[];
  path: string;
}

/** What the error boundary shows. */
export const CRASHED = '页面出错了';

const isExternal = (path: string) => /^https?:\/\//.test(path);

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** The leaf menus the sidebar shows (visible, not external links), with their full paths. */
export function screensOf(nodes: readonly MenuNode[], parentPath = '', trail: string[] = []): Screen[] {
  return nodes.flatMap((node) => {
    if (!node.visible || isExternal(node.path)) return [];
    const path = joinPath(parentPath, node.path);
    const children = node.children ?? [];
    if (children.length > 0) return screensOf(children, path, [...trail, node.name]);
    return node.component ? [{ trail: [...trail, node.name], path }] : [];
  });
}

/** A URL pattern matching the screen's route (with or without a query). */
export function screenUrl(screen: Screen): RegExp {
  return new RegExp(`/admin${screen.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`);
}

/**
 * The one readiness signal for any screen: the routed page is shown, and nothing in it or in an open dialog is
 * still loading (the app's page loader, antd spinners and skeletons, anything marked aria-busy).
 */
export async function settled(page: Page): Promise<void> {
  await expect(visiblePage(page)).toHaveCount(1);
  await expect(visiblePage(page)).not.toBeEmpty();
  const loading = page.locator('.page-loading, .ant-spin-spinning, .ant-skeleton, [aria-busy="true"]').locator('visible=true');
  await expect(loading).toHaveCount(0);
  await expect(page.getByText(CRASHED)).toHaveCount(0);
}

/**
 * A walk over every menu screen grows with the menu: its time limit is a per-screen allowance (generous, for a
 * loaded two-core machine), not one fixed figure a longer menu would outgrow.
 */
export function walkTimeout(screens: readonly Screen[], perScreenMs = 12_000): number {
  return 60_000 + screens.length * perScreenMs;
}

/**
 * The walks are long (every screen, one after another): each is split into this many tests, which the workers take
 * side by side. Together the parts visit every screen.
 */
export const WALK_PARTS = 2;

/** Part `part` (0-based) of the screens: every WALK_PARTS-th one, so that each part mixes light and heavy screens. */
export function walkPart(screens: readonly Screen[], part: number): Screen[] {
  return screens.filter((_, index) => index % WALK_PARTS === part);
}

/** "part 1 of 2": how a walk's test title names its part. */
export const partName = (part: number) => `part ${part + 1} of ${WALK_PARTS}`;
