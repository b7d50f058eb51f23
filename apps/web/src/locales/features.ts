// Each feature keeps its texts beside its code. These are the ones the first screens need (the layout, the shared kit,
// the landing page, the system screens most visited), read by both languages' aggregates. The others come with their
// screens: the feature's texts.ts registers them when its code loads (registerFeatureTexts), so the first download
// does not carry them.
import * as lawyer from '../features/audit/lawyer/locales';
import * as crud from '../shared/components/crud/locales';
import * as user from '../features/system/user/locales';
import * as role from '../features/system/role/locales';
import * as menu from '../features/system/menu/locales';
import * as dept from '../features/system/dept/locales';
import * as post from '../features/system/post/locales';

const modules = { lawyer, crud, user, role, menu, dept, post };

type Modules = typeof modules;
type Language = 'zhCN' | 'enUS';

/** The features' texts in one language, each under its namespace (`user.*`, `job.*`…). */
export function featureMessages<L extends Language>(language: L): { [N in keyof Modules]: Modules[N][L] } {
  return Object.fromEntries(Object.entries(modules).map(([namespace, module]) => [namespace, module[language]])) as { [N in keyof Modules]: Modules[N][L] };
}
