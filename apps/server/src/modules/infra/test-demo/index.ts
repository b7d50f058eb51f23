import { defineExtension } from '../../../platform/extension';
import * as migration from './migration';
import routes from './routes';

/** 代码生成示例 (infra_test_demo): listed in modules/extensions.ts. Written by 代码生成. */
export default defineExtension({
  routes,
  migrations: [migration],
  tenantTables: [],
  menu: {
    name: '代码生成示例管理',
    parentId: 2,
    path: 'test-demo',
    component: 'infra/testDemo/index',
    buttons: [
      { name: '代码生成示例查询', permission: 'infra:test-demo:query' },
      { name: '代码生成示例创建', permission: 'infra:test-demo:create' },
      { name: '代码生成示例更新', permission: 'infra:test-demo:update' },
      { name: '代码生成示例删除', permission: 'infra:test-demo:delete' },
      { name: '代码生成示例导出', permission: 'infra:test-demo:export' },
    ],
  },
});
