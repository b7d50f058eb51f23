// The 基础设施 screens of the Vue 3 UI that our console has too (see screens-system.mjs for the shape).
import { crudActions } from './crud.mjs';

const LOGO = '/tmp/v3w-logs/logo.png';
const rows = (d) => d.page.locator('.el-table__body-wrapper tr.el-table__row');
const state = { tables: [] };

// 代码生成: imports tables of the master data source picked in its dialog, by the first unimported names.
async function importTables(d, count) {
  await d.toolbar('导入').click();
  await d.waitDialog();
  const list = d.dialog().locator('.el-table__body-wrapper tr.el-table__row');
  await list.first().waitFor({ state: 'visible', timeout: 10_000 });
  const names = [];
  for (let i = 0; i < count; i += 1) {
    names.push((await list.nth(i).locator('td').nth(1).innerText()).trim());
    await list.nth(i).locator('.el-checkbox').click();
  }
  await d.clickAndWrite(d.dialog().locator('button').filter({ hasText: /^\s*导入\s*$/ }));
  return names;
}

export const infraScreens = [
  {
    name: '配置管理',
    actions: crudActions({
      path: '/infra/config',
      key: (tag) => `c${tag}`,
      editButton: '编辑',
      create: (name) => ({ 参数分类: 'biz', 参数名称: name, 参数键名: `k.${name}`, 参数键值: 'v1', 是否可见: '是' }),
      search: (name) => ({ 参数名称: name }),
      edit: () => ({ 参数键值: 'v2' }),
      extra: () => [['导出', (d) => d.exportList()]],
    }),
  },
  {
    name: '文件配置',
    actions: crudActions({
      path: '/infra/file/file-config',
      key: (tag) => `fc${tag}`,
      create: (name) => ({ 配置名: name, 存储器: '本地磁盘', 基础路径: `/tmp/v3w-files/${name}`, 自定义域名: 'http://127.0.0.1:48191' }),
      search: (name) => ({ 配置名: name }),
      edit: () => ({ 备注: '改过' }),
      extra: (name) => [
        ['测试', async (d, tag) => {
          await d.rowButton(name(tag), '测试').click();
          await d.confirmBox({ write: false }); // its alert: 测试通过 and the file's address
        }],
        ['主配置', async (d, tag) => {
          await d.rowButton(name(tag), '主配置').click();
          await d.confirmBox();
        }],
        ['文件: 上传/删除/批量删除', async (d) => {
          await d.open('/infra/file/file');
          for (let i = 0; i < 3; i += 1) {
            await d.toolbar('上传文件').click();
            await d.waitDialog();
            await d.dialog().locator('input[type=file]').setInputFiles(LOGO);
            await d.clickAndWrite(d.dialog().locator('button').filter({ hasText: /^\s*确\s*定\s*$/ }), { method: /POST|PUT/ });
          }
          await d.search({ 文件类型: 'image/png' });
          await rows(d).first().locator('button').filter({ hasText: /^\s*删除\s*$/ }).click();
          await d.confirmBox();
          await rows(d).nth(0).locator('.el-checkbox').click();
          await rows(d).nth(1).locator('.el-checkbox').click();
          await d.toolbar('批量删除').click();
          await d.confirmBox();
        }, { shot: 'files' }],
        ['主配置改回 (默认配置)', async (d) => {
          await d.open('/infra/file/file-config');
          const first = rows(d).filter({ hasNotText: /fcw/ }).first();
          await first.locator('button').filter({ hasText: /^\s*主配置\s*$/ }).click();
          await d.confirmBox();
        }],
        ['删除主配置 (应拒绝)', async (d) => {
          const master = rows(d).filter({ has: d.page.locator('.el-tag', { hasText: '是' }) }).first();
          await master.locator('button').filter({ hasText: /^\s*删除\s*$/ }).click();
          await d.confirmBox();
        }, { refusal: /1001006001|1001006002/ }],
      ],
    }),
  },
  {
    // Every handler this server has already has its seeded job, and a handler serves one job (as in the reference:
    // 1001001000 / 1001001004), so the seeded jobs are driven, and 新增 re-creates one that 删除 removed.
    name: '定时任务',
    actions: [
      ['修改', async (d) => {
        await d.open('/infra/job');
        await d.search({ 任务名称: '清理限流计数' });
        await d.rowButton('清理限流计数', '修改').click();
        await d.waitDialog();
        await d.fillForm({ 处理器的参数: 'p=1' });
        await d.submit();
      }],
      ['暂停', async (d) => {
        await d.rowButton('清理限流计数', '暂停').click();
        await d.confirmBox();
      }],
      ['开启', async (d) => {
        await d.rowButton('清理限流计数', '开启').click();
        await d.confirmBox();
      }],
      ['执行一次', async (d) => {
        await (await d.rowMore('清理限流计数', '执行一次')).click();
        await d.confirmBox();
      }],
      ['任务详细', async (d) => {
        await (await d.rowMore('清理限流计数', '任务详细')).click();
        await d.waitDialog();
        await d.closeDialog();
      }],
      ['删除', async (d) => {
        await d.rowButton('清理限流计数', '删除').click();
        await d.confirmBox();
      }],
      ['新增 (同一处理器)', async (d) => {
        await d.toolbar('新增').click();
        await d.waitDialog();
        await d.fillForm({ 任务名称: '清理限流计数', 处理器的名字: 'rateLimitCleanJob', 'CRON 表达式': { text: '0 50 2 * * ?' }, 重试次数: 0, 重试间隔: 0 });
        await d.submit();
      }],
      ['同步任务', async (d) => {
        await d.toolbar('同步任务').click();
        await d.confirmBox();
      }],
      ['导出', (d) => d.exportList()],
      ['调度日志: 列表/详细/导出', async (d) => {
        await d.resetSearch();
        await d.search({ 任务名称: '清理任务日志' });
        await (await d.rowMore('清理任务日志', '调度日志')).click();
        await d.settle();
        await rows(d).first().waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
        if (await rows(d).count()) {
          await rows(d).first().locator('button').filter({ hasText: '详细' }).click();
          await d.waitDialog();
          await d.closeDialog();
        }
        await d.exportList();
      }],
    ],
  },
  {
    name: '数据源配置',
    actions: crudActions({
      path: '/infra/data-source-config',
      key: (tag) => `ds${tag}`,
      // a PostgreSQL started beside the server (scripts/postgres.sh start /tmp/v3w-pg 48192): the form's connection is checked
      create: (name) => ({ 数据源名称: name, 数据源连接: 'jdbc:postgresql://127.0.0.1:48192/postgres', 用户名: 'postgres', 密码: 'x' }),
      search: () => ({}),
      edit: () => ({ 密码: 'y' }),
    }),
  },
  {
    name: '代码生成',
    actions: [
      ['导入', async (d) => {
        await d.open('/infra/codegen');
        state.tables = await importTables(d, 1);
      }],
      ['搜索', async (d) => {
        await d.search({ 表名称: state.tables[0] });
        await d.row(state.tables[0]).waitFor({ state: 'visible', timeout: 5000 });
      }],
      ['编辑 (保存)', async (d) => {
        await d.rowButton(state.tables[0], '编辑').click();
        await d.settle();
        await d.page.locator('.el-tabs').first().waitFor({ state: 'visible', timeout: 10_000 });
        await d.page.locator('.el-tabs__item').filter({ hasText: '基本信息' }).click();
        await d.fillForm({ 作者: 'v3writes' }, d.page.locator('.el-tab-pane:visible'));
        // new names, so the files it generates do not collide with the module the table belongs to
        await d.page.locator('.el-tabs__item').filter({ hasText: '生成信息' }).click();
        await d.fillForm({ 业务名: 'wdemo', 类名称: `WDemo${state.tables[0].length}`, 上级菜单: '系统管理' }, d.page.locator('.el-tab-pane:visible'));
        await d.clickAndWrite(d.page.locator('button').filter({ hasText: /^\s*保存\s*$/ }));
        await d.open('/infra/codegen');
        await d.search({ 表名称: state.tables[0] });
      }],
      ['预览', async (d) => {
        await d.rowButton(state.tables[0], '预览').click();
        await d.waitDialog();
        await d.closeDialog();
      }, { shot: 'codegen-preview' }],
      ['同步', async (d) => {
        await d.rowButton(state.tables[0], '同步').click();
        await d.confirmBox();
      }, { refusal: /1003001007/, why: 'the table did not change: the reference refuses too' }],
      ['生成代码', async (d) => {
        await d.download(() => d.rowButton(state.tables[0], '生成代码').click());
      }],
      ['删除', async (d) => {
        await d.rowButton(state.tables[0], '删除').click();
        await d.confirmBox();
      }],
      ['批量删除', async (d) => {
        await d.resetSearch();
        const names = await importTables(d, 2);
        for (const n of names) await d.check(n);
        await d.toolbar('批量删除').click();
        await d.confirmBox();
      }],
    ],
  },
  {
    name: 'API 日志',
    actions: [
      ['访问日志: 搜索/详细/导出', async (d) => {
        await d.open('/infra/log/api-access-log');
        await d.search({ 应用名: 'yudao-server' }).catch(() => d.settle());
        await d.resetSearch();
        await rows(d).first().locator('button').filter({ hasText: '详细' }).click();
        await d.waitDialog();
        await d.closeDialog();
        await d.exportList();
      }],
      ['错误日志: 已处理/已忽略/导出', async (d) => {
        // an error to process: a call our server fails on purpose is not available, so the seeded rows are used
        await d.open('/infra/log/api-error-log');
        const pending = rows(d).filter({ has: d.page.locator('button', { hasText: '已处理' }) });
        if (!(await pending.count())) throw new Error('no unprocessed error log row to process');
        await pending.first().locator('button').filter({ hasText: '已处理' }).click();
        await d.confirmBox();
        if (await pending.count()) {
          await pending.first().locator('button').filter({ hasText: '已忽略' }).click();
          await d.confirmBox();
        }
        await d.exportList();
      }],
    ],
  },
];
