// Each feature keeps its texts beside its code; this is the one list of them, read by both languages' aggregates.
import * as lawyer from '../features/audit/lawyer/locales';
import * as crud from '../shared/components/crud/locales';
import * as user from '../features/system/user/locales';
import * as role from '../features/system/role/locales';
import * as menu from '../features/system/menu/locales';
import * as dept from '../features/system/dept/locales';
import * as post from '../features/system/post/locales';
import * as tenantPackage from '../features/system/tenantPackage/locales';
import * as tenant from '../features/system/tenant/locales';
import * as notice from '../features/system/notice/locales';
import * as loginlog from '../features/system/loginlog/locales';
import * as operatelog from '../features/system/operatelog/locales';
import * as sms from '../features/system/sms/locales';
import * as socialClient from '../features/system/social/client/locales';
import * as job from '../features/infra/job/locales';
import * as config from '../features/infra/config/locales';
import * as apiAccessLog from '../features/infra/apiAccessLog/locales';
import * as apiErrorLog from '../features/infra/apiErrorLog/locales';
import * as file from '../features/infra/file/locales';
import * as fileConfig from '../features/infra/fileConfig/locales';
import * as monitor from '../features/infra/server/locales';

const modules = { lawyer, crud, user, role, menu, dept, post, tenantPackage, tenant, notice, loginlog, operatelog, sms, socialClient, job, config, apiAccessLog, apiErrorLog, file, fileConfig, monitor };

type Modules = typeof modules;
type Language = 'zhCN' | 'enUS';

/** The features' texts in one language, each under its namespace (`user.*`, `job.*`…). */
export function featureMessages<L extends Language>(language: L): { [N in keyof Modules]: Modules[N][L] } {
  return Object.fromEntries(Object.entries(modules).map(([namespace, module]) => [namespace, module[language]])) as { [N in keyof Modules]: Modules[N][L] };
}
