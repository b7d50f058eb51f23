import { isHttp } from '@/shared/utils/validators';

export const MENU_TYPE = { DIR: 1, MENU: 2, BUTTON: 3 } as const;

export type MenuPathProblem = 'required' | 'rootSlash' | 'childSlash' | null;

/**
 * Path rules of the menu form: directories and menus need a path; at the top level (parent 0) it starts with "/",
 * below it does not; an external http(s) link is allowed anywhere. Buttons have no path.
 */
export function menuPathProblem(path: string | null | undefined, parentId: number | null | undefined, type: number): MenuPathProblem {
  if (type === MENU_TYPE.BUTTON) return null;
  const value = (path ?? '').trim();
  if (!value) return 'required';
  if (isHttp(value)) return null;
  const atRoot = !parentId;
  if (atRoot && !value.startsWith('/')) return 'rootSlash';
  if (!atRoot && value.startsWith('/')) return 'childSlash';
  return null;
}
