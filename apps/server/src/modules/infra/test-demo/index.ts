import { TestDemoErrors } from '@console/contracts/infra/test-demo';
import { defineExtension } from '../../../platform/extension';
import * as migration from './migration';
import routes from './routes';

/**
 * 代码生成示例 (infra_test_demo), written by 代码生成. Listed in modules/extensions.ts, the one line added by hand:
 * export { default as infraTestDemo } from './infra/test-demo';
 */
export default defineExtension({
  routes,
  migrations: [migration],
  tenantTables: [],
  errors: TestDemoErrors,
  menu: {
    name: '代码生成示例管理',
    parentId: 2,
    path: 'test-demo',
    component: 'infra/testDemo/index',
    // A list icon so the item lines up with its neighbours; 菜单管理 changes it.
    icon: 'list',
    buttons: [
      { name: '代码生成示例查询', permission: 'infra:test-demo:query' },
      { name: '代码生成示例创建', permission: 'infra:test-demo:create' },
      { name: '代码生成示例更新', permission: 'infra:test-demo:update' },
      { name: '代码生成示例删除', permission: 'infra:test-demo:delete' },
      { name: '代码生成示例导出', permission: 'infra:test-demo:export' },
    ],
  },
});
