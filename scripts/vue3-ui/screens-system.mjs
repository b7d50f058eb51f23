// The 系统管理 screens of the Vue 3 UI that our console has too: what to type into each form, and the screen's own
// buttons beyond 新增/编辑/删除 (see crud.mjs).
import { crudActions } from './crud.mjs';

const mobile = (tag) => `139${String(parseInt(tag.slice(1), 36)).padStart(8, '0').slice(-8)}`;

export const systemScreens = [
  {
    name: '岗位',
    actions: crudActions({
      path: '/system/post',
      key: (tag) => `p${tag}`,
      create: (name) => ({ 岗位标题: name, 岗位编码: name, 岗位顺序: 5 }),
      search: (name) => ({ 岗位名称: name }),
      edit: () => ({ 备注: '改过' }),
    }),
  },
  {
    name: '部门',
    actions: crudActions({
      path: '/system/dept',
      key: (tag) => `d${tag}`,
      editButton: '修改',
      create: (name) => ({ 上级部门: '芋道源码', 部门名称: name, 显示排序: 3, 负责人: '芋道源码', 联系电话: '13900000000', 邮箱: 'd@example.com' }),
      search: (name) => ({ 部门名称: name }),
      edit: () => ({ 显示排序: 4 }),
      extra: (name) => [
        ['删除有下级的部门 (应拒绝)', async (d, tag) => {
          await d.toolbar('新增').click();
          await d.waitDialog();
          await d.fillForm({ 上级部门: name(tag), 部门名称: `${name(tag)}子`, 显示排序: 1 });
          await d.submit();
          await d.search({ 部门名称: name(tag) });
          await d.rowButton(name(tag), '删除').click();
          await d.confirmBox();
          await d.resetSearch();
          await d.search({ 部门名称: `${name(tag)}子` });
          await d.rowButton(`${name(tag)}子`, '删除').click();
          await d.confirmBox();
        }, { refusal: /1002004002|存在子部门/ }],
      ],
    }),
  },
  {
    name: '角色',
    actions: crudActions({
      path: '/system/role',
      key: (tag) => `r${tag}`,
      create: (name) => ({ 角色名称: name, 角色标识: name, 显示顺序: 3 }),
      search: (name) => ({ 角色名称: name }),
      edit: () => ({ 备注: '改过' }),
      extra: (name) => [
        ['菜单权限', async (d, tag) => {
          await d.rowButton(name(tag), '菜单权限').click();
          await d.waitDialog();
          await d.dialog().locator('.el-tree-node__label').filter({ hasText: /^系统管理$/ }).first().locator('xpath=..').locator('.el-checkbox').first().click();
          await d.submit();
        }, { shot: 'role-menus' }],
        ['数据权限', async (d, tag) => {
          await d.rowButton(name(tag), '数据权限').click();
          await d.waitDialog();
          await d.fillForm({ 权限范围: '本部门数据权限' });
          await d.submit();
        }],
      ],
    }),
  },
  {
    name: '用户',
    actions: crudActions({
      path: '/system/user',
      key: (tag) => `u${tag}`,
      editButton: '修改',
      deleteIn: '更多',
      create: (name, tag, n) => ({ 用户昵称: name, 归属部门: '芋道源码', 手机号码: mobile(tag + n).replace(/^139/, n ? '137' : '139'), 用户名称: name, 用户密码: 'Abc12345', 岗位: ['普通员工'] }),
      search: (name) => ({ 用户名称: name }),
      edit: () => ({ 邮箱: 'u@example.com' }),
      extra: (name) => [
        ['状态开关', async (d, tag) => {
          await d.row(name(tag)).locator('.el-switch').click();
          await d.confirmBox();
        }],
        ['重置密码', async (d, tag) => {
          await (await d.rowMore(name(tag), '重置密码')).click();
          await d.page.locator('.el-message-box:visible input').fill('Xyz98765');
          await d.confirmBox();
        }],
        ['分配角色', async (d, tag) => {
          await (await d.rowMore(name(tag), '分配角色')).click();
          await d.waitDialog();
          await d.fillForm({ 角色: ['普通角色'] });
          await d.submit();
        }],
        ['导入模板下载', async (d) => {
          await d.toolbar('导入').click();
          await d.waitDialog();
          await d.download(() => d.dialog().getByText('下载模板').click());
          await d.closeDialog();
        }],
        ['导出', async (d) => {
          await d.exportList();
        }],
      ],
    }),
  },
  {
    name: '字典类型',
    actions: crudActions({
      path: '/system/dict',
      key: (tag) => `t_${tag}`,
      editButton: '修改',
      create: (name) => ({ 字典名称: name, 字典类型: name }),
      search: (name) => ({ 字典名称: name }),
      edit: () => ({ 备注: '改过' }),
      extra: (name) => [
        ['数据: 新增/修改/删除/批量删除', async (d, tag) => {
          await d.rowButton(name(tag), '数据').click();
          await d.settle();
          for (const v of ['a', 'b', 'c']) {
            await d.toolbar('新增').click();
            await d.waitDialog();
            await d.fillForm({ 数据标签: `标签${v}`, 数据键值: v, 显示排序: 1 });
            await d.submit();
          }
          await d.rowButton('标签a', '修改').click();
          await d.waitDialog();
          await d.fillForm({ 备注: '改过', 颜色类型: '成功(success)' });
          await d.submit();
          await d.rowButton('标签a', '删除').click();
          await d.confirmBox();
          await d.check('标签b');
          await d.check('标签c');
          await d.toolbar('批量删除').click();
          await d.confirmBox();
          await d.open('/system/dict');
          await d.search({ 字典名称: name(tag) });
        }, { shot: 'dict-data' }],
      ],
    }),
  },
  {
    name: '通知公告',
    actions: crudActions({
      path: '/system/notice',
      key: (tag) => `n${tag}`,
      create: (name) => ({ 公告标题: name, 公告内容: '内容', 公告类型: '通知' }),
      search: (name) => ({ 公告标题: name }),
      edit: () => ({ 备注: '改过' }),
      extra: (name) => [
        ['推送', async (d, tag) => {
          await d.rowButton(name(tag), '推送').click();
          await d.confirmBox();
        }],
      ],
    }),
  },
];

const LOGO = '/tmp/v3w-logs/logo.png';

systemScreens.push(
  {
    name: '菜单',
    actions: [
      ['新增', async (d, tag) => {
        await d.open('/system/menu');
        await d.toolbar('新增').click();
        await d.waitDialog();
        await d.fillForm({ 上级菜单: '系统管理', 菜单名称: `m${tag}`, 菜单类型: '菜单', 路由地址: `m${tag}`, 组件地址: 'system/post/index', 组件名字: `M${tag}`, 权限标识: `system:m${tag}:query`, 显示排序: 90 });
        await d.submit();
      }],
      ['搜索', async (d, tag) => {
        await d.search({ 菜单名称: `m${tag}` });
        await d.row(`m${tag}`).waitFor({ state: 'visible', timeout: 5000 });
      }],
      ['修改', async (d, tag) => {
        await d.rowButton(`m${tag}`, '修改').click();
        await d.waitDialog();
        await d.fillForm({ 总是显示: '总是', 缓存状态: '不缓存' });
        await d.submit();
      }],
      ['行内新增 (按钮)', async (d, tag) => {
        await d.rowButton(`m${tag}`, '新增').click();
        await d.waitDialog();
        await d.fillForm({ 菜单名称: `b${tag}`, 菜单类型: '按钮', 权限标识: `system:m${tag}:create`, 显示排序: 1 });
        await d.submit();
      }],
      ['删除有子菜单的菜单 (应拒绝)', async (d, tag) => {
        await d.rowButton(`m${tag}`, '删除').click();
        await d.confirmBox();
      }, { refusal: /1002001004|子菜单/ }],
      ['删除', async (d, tag) => {
        await d.resetSearch();
        await d.search({ 菜单名称: `b${tag}` });
        await d.rowButton(`b${tag}`, '删除').click();
        await d.confirmBox();
        await d.search({ 菜单名称: `m${tag}` });
        await d.rowButton(`m${tag}`, '删除').click();
        await d.confirmBox();
      }],
      ['刷新菜单缓存', async (d) => {
        await d.toolbar('刷新菜单缓存').click();
        await d.confirmBox({ write: false });
      }],
    ],
  },
  {
    name: '短信渠道',
    actions: crudActions({
      path: '/system/sms/sms-channel',
      key: (tag) => `s${tag}`,
      create: (name) => ({ 短信签名: name, 渠道编码: '阿里云', '短信 API 的账号': 'key1', '短信 API 的密钥': 'secret1' }),
      search: (name) => ({ 短信签名: name }),
      edit: () => ({ 备注: '改过' }),
    }),
  },
  {
    name: '短信模板',
    actions: crudActions({
      path: '/system/sms/sms-template',
      key: (tag) => `st${tag}`,
      editButton: '修改',
      create: (name) => ({ 短信渠道编号: '控制台', 短信类型: '通知', 模板编号: name, 模板名称: name, 模板内容: '你好 {name}', '短信 API 模板编号': 'api1' }),
      search: (name) => ({ 模板编码: name }),
      edit: () => ({ 备注: '改过' }),
      extra: (name) => [
        ['测试', async (d, tag) => {
          await d.rowButton(name(tag), '测试').click();
          await d.waitDialog();
          await d.fillForm({ 手机号: '13900000001', '参数 {name}': '张三' });
          await d.submit();
        }],
        ['导出', async (d) => {
          await d.exportList();
        }],
      ],
    }),
  },
  {
    name: '租户套餐',
    actions: crudActions({
      path: '/system/tenant/package',
      key: (tag) => `tp${tag}`,
      editButton: '修改',
      create: (name) => ({ 套餐名: name }),
      search: (name) => ({ 套餐名: name }),
      edit: () => ({ 备注: '改过' }),
      extra: (name) => [
        ['菜单权限 (勾选系统管理)', async (d, tag) => {
          await d.rowButton(name(tag), '修改').click();
          await d.waitDialog();
          await d.dialog().locator('.el-tree-node__content').filter({ hasText: /^\s*系统管理\s*$/ }).first().locator('.el-checkbox').click();
          await d.submit();
        }],
      ],
    }),
  },
  {
    name: '租户',
    actions: [['套餐 (给租户用)', async (d, tag) => {
      await d.open('/system/tenant/package');
      await d.toolbar('新增').click();
      await d.waitDialog();
      await d.fillForm({ 套餐名: `pk${tag}` });
      await d.submit();
    }]].concat(crudActions({
      path: '/system/tenant/list',
      key: (tag) => `tn${tag}`,
      create: (name, tag, n) => ({ 租户名: name, 租户套餐: `pk${tag}`, 联系人: '张三', 联系手机: '13900000002', 用户名称: `a${tag}${n}`, 用户密码: 'Abc12345', 账号额度: 10, 过期时间: '2030-01-01 00:00:00', 绑定域名: { tags: [`${name}.example.com`] } }),
      search: (name) => ({ 租户名: name }),
      edit: (name) => ({ 绑定域名: { tags: [`${name}2.example.com`] } }),
      extra: () => [
        ['导出', async (d) => {
          await d.exportList();
        }],
      ],
    })),
  },
  {
    name: 'OAuth2 应用',
    actions: crudActions({
      path: '/system/oauth2/oauth2/application',
      key: (tag) => `o${tag}`,
      create: (name) => ({ 客户端编号: name, 客户端密钥: 'sec', 应用名: name, 应用图标: { file: LOGO }, 访问令牌的有效期: 1800, 刷新令牌的有效期: 86400, 授权类型: ['authorization_code'], 授权范围: [{ type: 'user.read' }], '可重定向的 URI 地址': [{ type: 'https://example.com/cb' }] }),
      search: (name) => ({ 应用名: name }),
      edit: () => ({ 应用描述: '改过' }),
    }),
  },
  {
    name: 'OAuth2 令牌',
    actions: [
      ['强退', async (d) => {
        // a token of a password grant for the seeded client, then forced out from the list
        await d.page.evaluate(async () => {
          await fetch('/admin-api/system/oauth2/token?grant_type=password&username=admin&password=admin123&scope=user.read', {
            method: 'POST', headers: { 'tenant-id': '1', Authorization: `Basic ${btoa('default:admin123')}` },
          });
        });
        await d.open('/system/oauth2/token');
        await d.search({ 用户编号: 1 });
        const rows = await d.page.locator('.el-table__body-wrapper tr.el-table__row').count();
        if (rows < 2) throw new Error(`only ${rows} token rows`);
        // the last row is the oldest token: not the one this browser uses
        await d.page.locator('.el-table__body-wrapper tr.el-table__row').last().locator('button').filter({ hasText: /强退/ }).click();
        await d.confirmBox();
      }],
    ],
  },
  {
    name: '社交客户端',
    // (社交平台, 用户类型) is unique, as in the reference: rows an earlier run left are deleted first.
    actions: [['批量删除旧行', async (d) => {
      await d.open('/system/social/client');
      await d.search({ 应用名: 'sc' });
      // this screen has no batch delete: one by one
      while (await d.page.locator('.el-table__body-wrapper tr.el-table__row').count()) {
        await d.page.locator('.el-table__body-wrapper tr.el-table__row').first().locator('button').filter({ hasText: /^\s*删除\s*$/ }).click();
        await d.confirmBox();
      }
    }]].concat(crudActions({
      batch: false,
      path: '/system/social/client',
      key: (tag) => `sc${tag}`,
      create: (name, tag, n) => ({ 应用名: name, 社交平台: { '': '钉钉', b1: 'GitHub', b2: '码云' }[n], 用户类型: '管理员', 客户端编号: name, 客户端密钥: 'sec' }),
      search: (name) => ({ 应用名: name }),
      edit: () => ({ 客户端密钥: 'sec2' }),
    })),
  },
  {
    name: '登录日志',
    actions: [
      ['搜索/详情/导出', async (d) => {
        await d.open('/system/log/login-log');
        await d.search({ 用户名称: 'admin' });
        await d.page.locator('.el-table__body-wrapper tr.el-table__row').first().locator('button').filter({ hasText: '详情' }).click();
        await d.waitDialog();
        await d.closeDialog();
        await d.exportList();
      }, { refusal: /login-log.* 401 /, why: "the UI's token whitelist matches '/login' inside '/system/login-log/': it sends no token, then refreshes and retries" }],
    ],
  },
  {
    name: '操作日志',
    actions: [
      ['搜索/详情/导出', async (d) => {
        await d.open('/system/log/operate-log');
        await d.search({ 操作模块: '岗位' });
        await d.page.locator('.el-table__body-wrapper tr.el-table__row').first().locator('button').filter({ hasText: '详情' }).click();
        await d.waitDialog();
        await d.closeDialog();
        await d.exportList();
      }, { shot: 'operate-log' }],
    ],
  },
);
