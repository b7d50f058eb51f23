// Seed data for system_menu: the default menu tree.
// Transcribed from shared/reference/system-infra-auth.md §4.2 (upstream yudao / ruoyi-vue-pro seed),
// reduced to the in-scope areas, plus the fork's 审核管理 / 律师审核 tree (ids 5000–5004).
// type: 1 directory, 2 menu, 3 button. Root parentId = 0.

export interface SeedMenu {
  id: number;
  parentId: number;
  name: string;
  type: 1 | 2 | 3;
  sort: number;
  path: string;
  icon: string;
  component: string | null;
  permission: string;
  visible: boolean;
  keepAlive: boolean;
  status: 0 | 1;
}

export const SEED_MENUS: SeedMenu[] = [
  // 审核管理
  { id: 5000, parentId: 0, name: '审核管理', type: 1, sort: 1, path: '/audit', icon: 'audit', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  // 律师审核
  { id: 5001, parentId: 5000, name: '律师审核', type: 2, sort: 1, path: 'lawyer', icon: 'user-check', component: 'audit/lawyer/index', permission: 'audit:lawyer:query', visible: true, keepAlive: true, status: 0 },
  { id: 5002, parentId: 5001, name: '律师查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'audit:lawyer:query', visible: true, keepAlive: true, status: 0 },
  { id: 5003, parentId: 5001, name: '律师审核', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'audit:lawyer:audit', visible: true, keepAlive: true, status: 0 },
  { id: 5004, parentId: 5001, name: '律师导出', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'audit:lawyer:export', visible: true, keepAlive: true, status: 0 },
  { id: 5005, parentId: 5001, name: '律师登记', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'audit:lawyer:create', visible: true, keepAlive: true, status: 0 },
  // 系统管理
  { id: 1, parentId: 0, name: '系统管理', type: 1, sort: 10, path: '/system', icon: 'system', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  // 租户管理
  { id: 1224, parentId: 1, name: '租户管理', type: 2, sort: 0, path: 'tenant', icon: 'peoples', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  // 租户列表
  { id: 1138, parentId: 1224, name: '租户列表', type: 2, sort: 0, path: 'list', icon: 'peoples', component: 'system/tenant/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1139, parentId: 1138, name: '租户查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:tenant:query', visible: true, keepAlive: true, status: 0 },
  { id: 1140, parentId: 1138, name: '租户创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:tenant:create', visible: true, keepAlive: true, status: 0 },
  { id: 1141, parentId: 1138, name: '租户更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:tenant:update', visible: true, keepAlive: true, status: 0 },
  { id: 1142, parentId: 1138, name: '租户删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:tenant:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1143, parentId: 1138, name: '租户导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'system:tenant:export', visible: true, keepAlive: true, status: 0 },
  // The tenant switcher of today's Vue 3 UI: a platform admin acting in another tenant. The original's id is 5010, but
  // ids above our highest seeded one (5005) are the sequence's, which databases in use have handed out already.
  { id: 2332, parentId: 1138, name: '租户切换', type: 3, sort: 999, path: '', icon: '', component: '', permission: 'system:tenant:visit', visible: true, keepAlive: true, status: 0 },
  // 租户套餐
  { id: 1225, parentId: 1224, name: '租户套餐', type: 2, sort: 0, path: 'package', icon: 'eye', component: 'system/tenantPackage/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1226, parentId: 1225, name: '租户套餐查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:tenant-package:query', visible: true, keepAlive: true, status: 0 },
  { id: 1227, parentId: 1225, name: '租户套餐创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:tenant-package:create', visible: true, keepAlive: true, status: 0 },
  { id: 1228, parentId: 1225, name: '租户套餐更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:tenant-package:update', visible: true, keepAlive: true, status: 0 },
  { id: 1229, parentId: 1225, name: '租户套餐删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:tenant-package:delete', visible: true, keepAlive: true, status: 0 },
  // 用户管理
  { id: 100, parentId: 1, name: '用户管理', type: 2, sort: 1, path: 'user', icon: 'user', component: 'system/user/index', permission: 'system:user:list', visible: true, keepAlive: true, status: 0 },
  { id: 1001, parentId: 100, name: '用户查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:user:query', visible: true, keepAlive: true, status: 0 },
  { id: 1002, parentId: 100, name: '用户新增', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:user:create', visible: true, keepAlive: true, status: 0 },
  { id: 1003, parentId: 100, name: '用户修改', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:user:update', visible: true, keepAlive: true, status: 0 },
  { id: 1004, parentId: 100, name: '用户删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:user:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1005, parentId: 100, name: '用户导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'system:user:export', visible: true, keepAlive: true, status: 0 },
  { id: 1006, parentId: 100, name: '用户导入', type: 3, sort: 6, path: '', icon: '', component: '', permission: 'system:user:import', visible: true, keepAlive: true, status: 0 },
  { id: 1007, parentId: 100, name: '重置密码', type: 3, sort: 7, path: '', icon: '', component: '', permission: 'system:user:update-password', visible: true, keepAlive: true, status: 0 },
  // 角色管理
  { id: 101, parentId: 1, name: '角色管理', type: 2, sort: 2, path: 'role', icon: 'peoples', component: 'system/role/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1008, parentId: 101, name: '角色查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:role:query', visible: true, keepAlive: true, status: 0 },
  { id: 1009, parentId: 101, name: '角色新增', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:role:create', visible: true, keepAlive: true, status: 0 },
  { id: 1010, parentId: 101, name: '角色修改', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:role:update', visible: true, keepAlive: true, status: 0 },
  { id: 1011, parentId: 101, name: '角色删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:role:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1012, parentId: 101, name: '角色导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'system:role:export', visible: true, keepAlive: true, status: 0 },
  { id: 1063, parentId: 101, name: '设置角色菜单权限', type: 3, sort: 6, path: '', icon: '', component: '', permission: 'system:permission:assign-role-menu', visible: true, keepAlive: true, status: 0 },
  { id: 1064, parentId: 101, name: '设置角色数据权限', type: 3, sort: 7, path: '', icon: '', component: '', permission: 'system:permission:assign-role-data-scope', visible: true, keepAlive: true, status: 0 },
  { id: 1065, parentId: 101, name: '设置用户角色', type: 3, sort: 8, path: '', icon: '', component: '', permission: 'system:permission:assign-user-role', visible: true, keepAlive: true, status: 0 },
  // 菜单管理
  { id: 102, parentId: 1, name: '菜单管理', type: 2, sort: 3, path: 'menu', icon: 'tree-table', component: 'system/menu/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1013, parentId: 102, name: '菜单查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:menu:query', visible: true, keepAlive: true, status: 0 },
  { id: 1014, parentId: 102, name: '菜单新增', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:menu:create', visible: true, keepAlive: true, status: 0 },
  { id: 1015, parentId: 102, name: '菜单修改', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:menu:update', visible: true, keepAlive: true, status: 0 },
  { id: 1016, parentId: 102, name: '菜单删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:menu:delete', visible: true, keepAlive: true, status: 0 },
  // 部门管理
  { id: 103, parentId: 1, name: '部门管理', type: 2, sort: 4, path: 'dept', icon: 'tree', component: 'system/dept/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1017, parentId: 103, name: '部门查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:dept:query', visible: true, keepAlive: true, status: 0 },
  { id: 1018, parentId: 103, name: '部门新增', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:dept:create', visible: true, keepAlive: true, status: 0 },
  { id: 1019, parentId: 103, name: '部门修改', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:dept:update', visible: true, keepAlive: true, status: 0 },
  { id: 1020, parentId: 103, name: '部门删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:dept:delete', visible: true, keepAlive: true, status: 0 },
  // 岗位管理
  { id: 104, parentId: 1, name: '岗位管理', type: 2, sort: 5, path: 'post', icon: 'post', component: 'system/post/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1021, parentId: 104, name: '岗位查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:post:query', visible: true, keepAlive: true, status: 0 },
  { id: 1022, parentId: 104, name: '岗位新增', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:post:create', visible: true, keepAlive: true, status: 0 },
  { id: 1023, parentId: 104, name: '岗位修改', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:post:update', visible: true, keepAlive: true, status: 0 },
  { id: 1024, parentId: 104, name: '岗位删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:post:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1025, parentId: 104, name: '岗位导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'system:post:export', visible: true, keepAlive: true, status: 0 },
  // 字典管理
  { id: 105, parentId: 1, name: '字典管理', type: 2, sort: 6, path: 'dict', icon: 'dict', component: 'system/dict/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1026, parentId: 105, name: '字典查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:dict:query', visible: true, keepAlive: true, status: 0 },
  { id: 1027, parentId: 105, name: '字典新增', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:dict:create', visible: true, keepAlive: true, status: 0 },
  { id: 1028, parentId: 105, name: '字典修改', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:dict:update', visible: true, keepAlive: true, status: 0 },
  { id: 1029, parentId: 105, name: '字典删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:dict:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1030, parentId: 105, name: '字典导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'system:dict:export', visible: true, keepAlive: true, status: 0 },
  // 通知公告
  { id: 107, parentId: 1, name: '通知公告', type: 2, sort: 8, path: 'notice', icon: 'message', component: 'system/notice/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1036, parentId: 107, name: '公告查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:notice:query', visible: true, keepAlive: true, status: 0 },
  { id: 1037, parentId: 107, name: '公告新增', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:notice:create', visible: true, keepAlive: true, status: 0 },
  { id: 1038, parentId: 107, name: '公告修改', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:notice:update', visible: true, keepAlive: true, status: 0 },
  { id: 1039, parentId: 107, name: '公告删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:notice:delete', visible: true, keepAlive: true, status: 0 },
  // 地区管理 (the original's id and sort; its endpoints are login-only, so the menu has no buttons)
  { id: 2083, parentId: 1, name: '地区管理', type: 2, sort: 14, path: 'area', icon: 'row', component: 'system/area/index', permission: '', visible: true, keepAlive: true, status: 0 },
  // 审计日志
  { id: 108, parentId: 1, name: '审计日志', type: 1, sort: 9, path: 'log', icon: 'log', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  // 操作日志
  { id: 500, parentId: 108, name: '操作日志', type: 2, sort: 1, path: 'operate-log', icon: 'form', component: 'system/operatelog/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1040, parentId: 500, name: '操作查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:operate-log:query', visible: true, keepAlive: true, status: 0 },
  { id: 1042, parentId: 500, name: '日志导出', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:operate-log:export', visible: true, keepAlive: true, status: 0 },
  // 登录日志
  { id: 501, parentId: 108, name: '登录日志', type: 2, sort: 2, path: 'login-log', icon: 'logininfor', component: 'system/loginlog/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1043, parentId: 501, name: '登录查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:login-log:query', visible: true, keepAlive: true, status: 0 },
  { id: 1045, parentId: 501, name: '日志导出', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:login-log:export', visible: true, keepAlive: true, status: 0 },
  // 支付管理
  { id: 1117, parentId: 0, name: '支付管理', type: 1, sort: 11, path: '/pay', icon: 'money', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  // 商户信息
  { id: 1179, parentId: 1117, name: '商户信息', type: 2, sort: 0, path: 'merchant', icon: 'merchant', component: 'pay/merchant/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1180, parentId: 1179, name: '支付商户信息查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'pay:merchant:query', visible: true, keepAlive: true, status: 0 },
  { id: 1181, parentId: 1179, name: '支付商户信息创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'pay:merchant:create', visible: true, keepAlive: true, status: 0 },
  { id: 1182, parentId: 1179, name: '支付商户信息更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'pay:merchant:update', visible: true, keepAlive: true, status: 0 },
  { id: 1183, parentId: 1179, name: '支付商户信息删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'pay:merchant:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1184, parentId: 1179, name: '支付商户信息导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'pay:merchant:export', visible: true, keepAlive: true, status: 0 },
  // 应用信息
  { id: 1126, parentId: 1117, name: '应用信息', type: 2, sort: 1, path: 'app', icon: 'table', component: 'pay/app/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1127, parentId: 1126, name: '支付应用信息查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'pay:app:query', visible: true, keepAlive: true, status: 0 },
  { id: 1128, parentId: 1126, name: '支付应用信息创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'pay:app:create', visible: true, keepAlive: true, status: 0 },
  { id: 1129, parentId: 1126, name: '支付应用信息更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'pay:app:update', visible: true, keepAlive: true, status: 0 },
  { id: 1130, parentId: 1126, name: '支付应用信息删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'pay:app:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1131, parentId: 1126, name: '支付应用信息导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'pay:app:export', visible: true, keepAlive: true, status: 0 },
  // The channel buttons the original forgot to seed (pay-bpm §1.9): channels are configured from the app list.
  { id: 2310, parentId: 1126, name: '支付渠道查询', type: 3, sort: 6, path: '', icon: '', component: '', permission: 'pay:channel:query', visible: true, keepAlive: true, status: 0 },
  { id: 2311, parentId: 1126, name: '支付渠道创建', type: 3, sort: 7, path: '', icon: '', component: '', permission: 'pay:channel:create', visible: true, keepAlive: true, status: 0 },
  { id: 2312, parentId: 1126, name: '支付渠道更新', type: 3, sort: 8, path: '', icon: '', component: '', permission: 'pay:channel:update', visible: true, keepAlive: true, status: 0 },
  { id: 2313, parentId: 1126, name: '支付渠道删除', type: 3, sort: 9, path: '', icon: '', component: '', permission: 'pay:channel:delete', visible: true, keepAlive: true, status: 0 },
  // 支付订单
  { id: 1173, parentId: 1117, name: '支付订单', type: 2, sort: 2, path: 'order', icon: 'pay', component: 'pay/order/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1174, parentId: 1173, name: '支付订单查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'pay:order:query', visible: true, keepAlive: true, status: 0 },
  { id: 1175, parentId: 1173, name: '支付订单创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'pay:order:create', visible: true, keepAlive: true, status: 0 },
  { id: 1176, parentId: 1173, name: '支付订单更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'pay:order:update', visible: true, keepAlive: true, status: 0 },
  { id: 1177, parentId: 1173, name: '支付订单删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'pay:order:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1178, parentId: 1173, name: '支付订单导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'pay:order:export', visible: true, keepAlive: true, status: 0 },
  // 退款订单
  { id: 1161, parentId: 1117, name: '退款订单', type: 2, sort: 3, path: 'refund', icon: 'order', component: 'pay/refund/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1162, parentId: 1161, name: '退款订单查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'pay:refund:query', visible: true, keepAlive: true, status: 0 },
  { id: 1163, parentId: 1161, name: '退款订单创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'pay:refund:create', visible: true, keepAlive: true, status: 0 },
  { id: 1164, parentId: 1161, name: '退款订单更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'pay:refund:update', visible: true, keepAlive: true, status: 0 },
  { id: 1165, parentId: 1161, name: '退款订单删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'pay:refund:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1166, parentId: 1161, name: '退款订单导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'pay:refund:export', visible: true, keepAlive: true, status: 0 },
  // 示例订单 (later versions of the original): a demo business module that pays through the payment module.
  { id: 2314, parentId: 1117, name: '示例订单', type: 2, sort: 4, path: 'demo-order', icon: 'shopping', component: 'pay/demo/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2315, parentId: 2314, name: '示例订单查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'pay:demo-order:query', visible: true, keepAlive: true, status: 0 },
  { id: 2316, parentId: 2314, name: '示例订单创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'pay:demo-order:create', visible: true, keepAlive: true, status: 0 },
  { id: 2317, parentId: 2314, name: '示例订单退款', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'pay:demo-order:refund', visible: true, keepAlive: true, status: 0 },
  // 基础设施
  { id: 2, parentId: 0, name: '基础设施', type: 1, sort: 20, path: '/infra', icon: 'monitor', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  // 代码生成 (devtools reference §2.11; its edit page is a hidden route of the web app)
  { id: 115, parentId: 2, name: '代码生成', type: 2, sort: 1, path: 'codegen', icon: 'code', component: 'infra/codegen/index', permission: 'infra:codegen:query', visible: true, keepAlive: true, status: 0 },
  { id: 1056, parentId: 115, name: '生成修改', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'infra:codegen:update', visible: true, keepAlive: true, status: 0 },
  { id: 1058, parentId: 115, name: '导入代码', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'infra:codegen:create', visible: true, keepAlive: true, status: 0 },
  { id: 1057, parentId: 115, name: '生成删除', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'infra:codegen:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1059, parentId: 115, name: '预览代码', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'infra:codegen:preview', visible: true, keepAlive: true, status: 0 },
  { id: 1060, parentId: 115, name: '生成代码', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'infra:codegen:download', visible: true, keepAlive: true, status: 0 },
  // 文件管理
  { id: 1243, parentId: 2, name: '文件管理', type: 2, sort: 5, path: 'file', icon: 'download', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  // 文件配置
  { id: 1237, parentId: 1243, name: '文件配置', type: 2, sort: 0, path: 'file-config', icon: 'config', component: 'infra/fileConfig/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1238, parentId: 1237, name: '文件配置查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'infra:file-config:query', visible: true, keepAlive: true, status: 0 },
  { id: 1239, parentId: 1237, name: '文件配置创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'infra:file-config:create', visible: true, keepAlive: true, status: 0 },
  { id: 1240, parentId: 1237, name: '文件配置更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'infra:file-config:update', visible: true, keepAlive: true, status: 0 },
  { id: 1241, parentId: 1237, name: '文件配置删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'infra:file-config:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1242, parentId: 1237, name: '文件配置导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'infra:file-config:export', visible: true, keepAlive: true, status: 0 },
  // 文件列表
  { id: 1090, parentId: 1243, name: '文件列表', type: 2, sort: 5, path: 'file', icon: 'upload', component: 'infra/file/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1091, parentId: 1090, name: '文件查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'infra:file:query', visible: true, keepAlive: true, status: 0 },
  { id: 1092, parentId: 1090, name: '文件删除', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'infra:file:delete', visible: true, keepAlive: true, status: 0 },
  // 数据源配置 (devtools reference §3)
  { id: 1255, parentId: 2, name: '数据源配置', type: 2, sort: 1, path: 'data-source-config', icon: 'rate', component: 'infra/dataSourceConfig/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1256, parentId: 1255, name: '数据源配置查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'infra:data-source-config:query', visible: true, keepAlive: true, status: 0 },
  { id: 1257, parentId: 1255, name: '数据源配置创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'infra:data-source-config:create', visible: true, keepAlive: true, status: 0 },
  { id: 1258, parentId: 1255, name: '数据源配置更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'infra:data-source-config:update', visible: true, keepAlive: true, status: 0 },
  { id: 1259, parentId: 1255, name: '数据源配置删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'infra:data-source-config:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1260, parentId: 1255, name: '数据源配置导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'infra:data-source-config:export', visible: true, keepAlive: true, status: 0 },
  // 表单构建 (devtools reference §5: front-end only; the permission on the menu row itself)
  { id: 114, parentId: 2, name: '表单构建', type: 2, sort: 2, path: 'build', icon: 'build', component: 'infra/build/index', permission: 'infra:build:list', visible: true, keepAlive: true, status: 0 },
  // 系统接口 (§8.3: knife4j there; here the OpenAPI document in the console, GET /infra/swagger/api-docs)
  { id: 116, parentId: 2, name: '系统接口', type: 2, sort: 3, path: 'swagger', icon: 'swagger', component: 'infra/swagger/index', permission: 'infra:swagger:list', visible: true, keepAlive: true, status: 0 },
  // 数据库文档 (reference: no permission, login only; here a button, as the document shows every table's structure)
  { id: 1076, parentId: 2, name: '数据库文档', type: 2, sort: 4, path: 'db-doc', icon: 'table', component: 'infra/dbDoc/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1370, parentId: 1076, name: '数据库文档查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'infra:db-doc:query', visible: true, keepAlive: true, status: 0 },
  // 配置管理
  { id: 106, parentId: 2, name: '配置管理', type: 2, sort: 6, path: 'config', icon: 'edit', component: 'infra/config/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1031, parentId: 106, name: '配置查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'infra:config:query', visible: true, keepAlive: true, status: 0 },
  { id: 1032, parentId: 106, name: '配置新增', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'infra:config:create', visible: true, keepAlive: true, status: 0 },
  { id: 1033, parentId: 106, name: '配置修改', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'infra:config:update', visible: true, keepAlive: true, status: 0 },
  { id: 1034, parentId: 106, name: '配置删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'infra:config:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1035, parentId: 106, name: '配置导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'infra:config:export', visible: true, keepAlive: true, status: 0 },
  // 短信管理
  { id: 1093, parentId: 1, name: '短信管理', type: 1, sort: 11, path: 'sms', icon: 'validCode', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1094, parentId: 1093, name: '短信渠道', type: 2, sort: 0, path: 'sms-channel', icon: 'phone', component: 'system/sms/smsChannel', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1095, parentId: 1094, name: '短信渠道查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:sms-channel:query', visible: true, keepAlive: true, status: 0 },
  { id: 1096, parentId: 1094, name: '短信渠道创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:sms-channel:create', visible: true, keepAlive: true, status: 0 },
  { id: 1097, parentId: 1094, name: '短信渠道更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:sms-channel:update', visible: true, keepAlive: true, status: 0 },
  { id: 1098, parentId: 1094, name: '短信渠道删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:sms-channel:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1100, parentId: 1093, name: '短信模板', type: 2, sort: 1, path: 'sms-template', icon: 'phone', component: 'system/sms/smsTemplate', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1101, parentId: 1100, name: '短信模板查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:sms-template:query', visible: true, keepAlive: true, status: 0 },
  { id: 1102, parentId: 1100, name: '短信模板创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:sms-template:create', visible: true, keepAlive: true, status: 0 },
  { id: 1103, parentId: 1100, name: '短信模板更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:sms-template:update', visible: true, keepAlive: true, status: 0 },
  { id: 1104, parentId: 1100, name: '短信模板删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:sms-template:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1105, parentId: 1100, name: '短信模板导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'system:sms-template:export', visible: true, keepAlive: true, status: 0 },
  { id: 1106, parentId: 1100, name: '发送测试短信', type: 3, sort: 6, path: '', icon: '', component: '', permission: 'system:sms-template:send-sms', visible: true, keepAlive: true, status: 0 },
  { id: 1107, parentId: 1093, name: '短信日志', type: 2, sort: 2, path: 'sms-log', icon: 'phone', component: 'system/sms/smsLog', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1108, parentId: 1107, name: '短信日志查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:sms-log:query', visible: true, keepAlive: true, status: 0 },
  { id: 1109, parentId: 1107, name: '短信日志导出', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:sms-log:export', visible: true, keepAlive: true, status: 0 },
  // 消息中心 → 邮箱管理 (the reference's ids; 邮件记录's export button is ours, 5101, as the reference has none)
  { id: 2739, parentId: 1, name: '消息中心', type: 1, sort: 12, path: 'messages', icon: 'message', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2130, parentId: 2739, name: '邮箱管理', type: 1, sort: 2, path: 'mail', icon: 'email', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2131, parentId: 2130, name: '邮箱账号', type: 2, sort: 0, path: 'mail-account', icon: 'user', component: 'system/mail/account/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2132, parentId: 2131, name: '账号查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:mail-account:query', visible: true, keepAlive: true, status: 0 },
  { id: 2133, parentId: 2131, name: '账号创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:mail-account:create', visible: true, keepAlive: true, status: 0 },
  { id: 2134, parentId: 2131, name: '账号更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:mail-account:update', visible: true, keepAlive: true, status: 0 },
  { id: 2135, parentId: 2131, name: '账号删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:mail-account:delete', visible: true, keepAlive: true, status: 0 },
  { id: 2136, parentId: 2130, name: '邮件模版', type: 2, sort: 1, path: 'mail-template', icon: 'documentation', component: 'system/mail/template/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2137, parentId: 2136, name: '模版查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:mail-template:query', visible: true, keepAlive: true, status: 0 },
  { id: 2138, parentId: 2136, name: '模版创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:mail-template:create', visible: true, keepAlive: true, status: 0 },
  { id: 2139, parentId: 2136, name: '模版更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:mail-template:update', visible: true, keepAlive: true, status: 0 },
  { id: 2140, parentId: 2136, name: '模版删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:mail-template:delete', visible: true, keepAlive: true, status: 0 },
  { id: 2143, parentId: 2136, name: '发送测试邮件', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'system:mail-template:send-mail', visible: true, keepAlive: true, status: 0 },
  { id: 2141, parentId: 2130, name: '邮件记录', type: 2, sort: 2, path: 'mail-log', icon: 'log', component: 'system/mail/log/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2142, parentId: 2141, name: '日志查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:mail-log:query', visible: true, keepAlive: true, status: 0 },
  { id: 5101, parentId: 2141, name: '日志导出', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:mail-log:export', visible: true, keepAlive: true, status: 0 },
  // 消息中心 → 站内信 (the reference's ids and page names; the directory's name is short enough for the sidebar's third level)
  { id: 2144, parentId: 2739, name: '站内信', type: 1, sort: 3, path: 'notify', icon: 'message', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2145, parentId: 2144, name: '模板管理', type: 2, sort: 0, path: 'notify-template', icon: 'documentation', component: 'system/notify/template/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2146, parentId: 2145, name: '站内信模板查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:notify-template:query', visible: true, keepAlive: true, status: 0 },
  { id: 2147, parentId: 2145, name: '站内信模板创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:notify-template:create', visible: true, keepAlive: true, status: 0 },
  { id: 2148, parentId: 2145, name: '站内信模板更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:notify-template:update', visible: true, keepAlive: true, status: 0 },
  { id: 2149, parentId: 2145, name: '站内信模板删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:notify-template:delete', visible: true, keepAlive: true, status: 0 },
  { id: 2150, parentId: 2145, name: '发送测试站内信', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'system:notify-template:send-notify', visible: true, keepAlive: true, status: 0 },
  { id: 2151, parentId: 2144, name: '消息记录', type: 2, sort: 1, path: 'notify-message', icon: 'log', component: 'system/notify/message/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2152, parentId: 2151, name: '站内信消息查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:notify-message:query', visible: true, keepAlive: true, status: 0 },
  // 错误码管理 (devtools reference §6.5)
  { id: 1110, parentId: 1, name: '错误码管理', type: 2, sort: 12, path: 'error-code', icon: 'code', component: 'system/errorCode/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1111, parentId: 1110, name: '错误码查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:error-code:query', visible: true, keepAlive: true, status: 0 },
  { id: 1112, parentId: 1110, name: '错误码创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:error-code:create', visible: true, keepAlive: true, status: 0 },
  { id: 1113, parentId: 1110, name: '错误码更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:error-code:update', visible: true, keepAlive: true, status: 0 },
  { id: 1114, parentId: 1110, name: '错误码删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:error-code:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1115, parentId: 1110, name: '错误码导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'system:error-code:export', visible: true, keepAlive: true, status: 0 },
  // 社交管理 (the original's later releases carry the same screen)
  { id: 2298, parentId: 1, name: '社交管理', type: 1, sort: 12, path: 'social', icon: 'people', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2299, parentId: 2298, name: '社交客户端', type: 2, sort: 1, path: 'client', icon: 'people', component: 'system/social/client/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2300, parentId: 2299, name: '社交客户端查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:social-client:query', visible: true, keepAlive: true, status: 0 },
  { id: 2301, parentId: 2299, name: '社交客户端创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:social-client:create', visible: true, keepAlive: true, status: 0 },
  { id: 2302, parentId: 2299, name: '社交客户端更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:social-client:update', visible: true, keepAlive: true, status: 0 },
  { id: 2303, parentId: 2299, name: '社交客户端删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:social-client:delete', visible: true, keepAlive: true, status: 0 },
  // 敏感词管理 (devtools reference §7.5)
  { id: 1247, parentId: 1, name: '敏感词管理', type: 2, sort: 13, path: 'sensitive-word', icon: 'education', component: 'system/sensitiveWord/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1248, parentId: 1247, name: '敏感词查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:sensitive-word:query', visible: true, keepAlive: true, status: 0 },
  { id: 1249, parentId: 1247, name: '敏感词创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:sensitive-word:create', visible: true, keepAlive: true, status: 0 },
  { id: 1250, parentId: 1247, name: '敏感词更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:sensitive-word:update', visible: true, keepAlive: true, status: 0 },
  { id: 1251, parentId: 1247, name: '敏感词删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:sensitive-word:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1252, parentId: 1247, name: '敏感词导出', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'system:sensitive-word:export', visible: true, keepAlive: true, status: 0 },
  // OAuth 2.0 (reference §4.2)
  { id: 1261, parentId: 1, name: 'OAuth 2.0', type: 1, sort: 10, path: 'oauth2', icon: 'people', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1263, parentId: 1261, name: '应用管理', type: 2, sort: 0, path: 'oauth2/application', icon: 'tool', component: 'system/oauth2/client/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1264, parentId: 1263, name: '客户端查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:oauth2-client:query', visible: true, keepAlive: true, status: 0 },
  { id: 1265, parentId: 1263, name: '客户端新增', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:oauth2-client:create', visible: true, keepAlive: true, status: 0 },
  { id: 1266, parentId: 1263, name: '客户端编辑', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'system:oauth2-client:update', visible: true, keepAlive: true, status: 0 },
  { id: 1267, parentId: 1263, name: '客户端删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'system:oauth2-client:delete', visible: true, keepAlive: true, status: 0 },
  { id: 109, parentId: 1261, name: '令牌管理', type: 2, sort: 2, path: 'token', icon: 'online', component: 'system/oauth2/token/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1046, parentId: 109, name: '令牌列表', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'system:oauth2-token:page', visible: true, keepAlive: true, status: 0 },
  { id: 1048, parentId: 109, name: '令牌删除', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'system:oauth2-token:delete', visible: true, keepAlive: true, status: 0 },
  // API 日志
  { id: 1083, parentId: 2, name: 'API 日志', type: 1, sort: 8, path: 'log', icon: 'log', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1078, parentId: 1083, name: '访问日志', type: 2, sort: 1, path: 'api-access-log', icon: 'log', component: 'infra/apiAccessLog/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1079, parentId: 1078, name: 'API 访问日志查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'infra:api-access-log:query', visible: true, keepAlive: true, status: 0 },
  { id: 1080, parentId: 1078, name: 'API 访问日志导出', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'infra:api-access-log:export', visible: true, keepAlive: true, status: 0 },
  { id: 1084, parentId: 1083, name: '错误日志', type: 2, sort: 2, path: 'api-error-log', icon: 'log', component: 'infra/apiErrorLog/index', permission: 'infra:api-error-log:query', visible: true, keepAlive: true, status: 0 },
  { id: 1085, parentId: 1084, name: 'API 错误日志查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'infra:api-error-log:query', visible: true, keepAlive: true, status: 0 },
  { id: 1086, parentId: 1084, name: 'API 错误日志处理', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'infra:api-error-log:update-status', visible: true, keepAlive: true, status: 0 },
  { id: 1088, parentId: 1084, name: 'API 错误日志导出', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'infra:api-error-log:export', visible: true, keepAlive: true, status: 0 },
  // 数据库监控 and 缓存监控: the original's MySQL (Druid) and Redis monitors' menus, for the stack this runs on (PostgreSQL,
  // in-process caches). Ids, sort, icons and components as the reference (its Vue 2 UI has only those views; this
  // console shows its own screens for them); 2330 and 2331 are ours (query and clear buttons).
  { id: 111, parentId: 2, name: '数据库监控', type: 2, sort: 9, path: 'db-monitor', icon: 'druid', component: 'infra/druid/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 2330, parentId: 111, name: '数据库监控查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'infra:db-monitor:query', visible: true, keepAlive: true, status: 0 },
  { id: 113, parentId: 2, name: '缓存监控', type: 2, sort: 10, path: 'cache', icon: 'redis', component: 'infra/redis/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1066, parentId: 113, name: '获得 Redis 监控信息', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'infra:redis:get-monitor-info', visible: true, keepAlive: true, status: 0 },
  { id: 1067, parentId: 113, name: '获得缓存 Key 列表', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'infra:redis:get-key-list', visible: true, keepAlive: true, status: 0 },
  { id: 2331, parentId: 113, name: '清空缓存', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'infra:cache:clear', visible: true, keepAlive: true, status: 0 },
  // 服务监控 (in place of the original's Java monitor)
  { id: 112, parentId: 2, name: '服务监控', type: 2, sort: 11, path: 'server', icon: 'server', component: 'infra/server/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1089, parentId: 112, name: '服务监控查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'infra:monitor:query', visible: true, keepAlive: true, status: 0 },
  // 定时任务
  { id: 110, parentId: 2, name: '定时任务', type: 2, sort: 12, path: 'job', icon: 'job', component: 'infra/job/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1087, parentId: 110, name: '任务查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'infra:job:query', visible: true, keepAlive: true, status: 0 },
  { id: 1050, parentId: 110, name: '任务新增', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'infra:job:create', visible: true, keepAlive: true, status: 0 },
  { id: 1051, parentId: 110, name: '任务修改', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'infra:job:update', visible: true, keepAlive: true, status: 0 },
  { id: 1052, parentId: 110, name: '任务删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'infra:job:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1053, parentId: 110, name: '状态修改', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'infra:job:update', visible: true, keepAlive: true, status: 0 },
  { id: 1054, parentId: 110, name: '任务导出', type: 3, sort: 6, path: '', icon: '', component: '', permission: 'infra:job:export', visible: true, keepAlive: true, status: 0 },
  { id: 1075, parentId: 110, name: '任务触发', type: 3, sort: 7, path: '', icon: '', component: '', permission: 'infra:job:trigger', visible: true, keepAlive: true, status: 0 },
  // 工作流程
  { id: 1185, parentId: 0, name: '工作流程', type: 1, sort: 50, path: '/bpm', icon: 'tool', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  // 流程管理
  { id: 1186, parentId: 1185, name: '流程管理', type: 1, sort: 10, path: 'manager', icon: 'nested', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  // 流程表单
  { id: 1187, parentId: 1186, name: '流程表单', type: 2, sort: 0, path: 'form', icon: 'form', component: 'bpm/form/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1300, parentId: 1187, name: '流程表单查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'bpm:form:query', visible: true, keepAlive: true, status: 0 },
  { id: 1301, parentId: 1187, name: '流程表单创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'bpm:form:create', visible: true, keepAlive: true, status: 0 },
  { id: 1302, parentId: 1187, name: '流程表单更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'bpm:form:update', visible: true, keepAlive: true, status: 0 },
  { id: 1303, parentId: 1187, name: '流程表单删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'bpm:form:delete', visible: true, keepAlive: true, status: 0 },
  // 用户分组
  { id: 1209, parentId: 1186, name: '用户分组', type: 2, sort: 2, path: 'user-group', icon: 'peoples', component: 'bpm/group/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1310, parentId: 1209, name: '用户组查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'bpm:user-group:query', visible: true, keepAlive: true, status: 0 },
  { id: 1311, parentId: 1209, name: '用户组创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'bpm:user-group:create', visible: true, keepAlive: true, status: 0 },
  { id: 1312, parentId: 1209, name: '用户组更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'bpm:user-group:update', visible: true, keepAlive: true, status: 0 },
  { id: 1313, parentId: 1209, name: '用户组删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'bpm:user-group:delete', visible: true, keepAlive: true, status: 0 },
  // 流程模型
  { id: 1193, parentId: 1186, name: '流程模型', type: 2, sort: 5, path: 'model', icon: 'guide', component: 'bpm/model/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1320, parentId: 1193, name: '模型查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'bpm:model:query', visible: true, keepAlive: true, status: 0 },
  { id: 1321, parentId: 1193, name: '模型创建', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'bpm:model:create', visible: true, keepAlive: true, status: 0 },
  { id: 1322, parentId: 1193, name: '模型更新', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'bpm:model:update', visible: true, keepAlive: true, status: 0 },
  { id: 1323, parentId: 1193, name: '模型删除', type: 3, sort: 4, path: '', icon: '', component: '', permission: 'bpm:model:delete', visible: true, keepAlive: true, status: 0 },
  { id: 1324, parentId: 1193, name: '模型发布', type: 3, sort: 5, path: '', icon: '', component: '', permission: 'bpm:model:deploy', visible: true, keepAlive: true, status: 0 },
  { id: 1325, parentId: 1193, name: '流程定义查询', type: 3, sort: 6, path: '', icon: '', component: '', permission: 'bpm:process-definition:query', visible: true, keepAlive: true, status: 0 },
  { id: 1326, parentId: 1193, name: '任务分配规则查询', type: 3, sort: 7, path: '', icon: '', component: '', permission: 'bpm:task-assign-rule:query', visible: true, keepAlive: true, status: 0 },
  { id: 1327, parentId: 1193, name: '任务分配规则创建', type: 3, sort: 8, path: '', icon: '', component: '', permission: 'bpm:task-assign-rule:create', visible: true, keepAlive: true, status: 0 },
  { id: 1328, parentId: 1193, name: '任务分配规则更新', type: 3, sort: 9, path: '', icon: '', component: '', permission: 'bpm:task-assign-rule:update', visible: true, keepAlive: true, status: 0 },
  // 任务管理
  { id: 1200, parentId: 1185, name: '任务管理', type: 1, sort: 20, path: 'task', icon: 'cascader', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  // 我的流程
  { id: 1201, parentId: 1200, name: '我的流程', type: 2, sort: 0, path: 'my', icon: 'people', component: 'bpm/processInstance/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1330, parentId: 1201, name: '流程实例查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'bpm:process-instance:query', visible: true, keepAlive: true, status: 0 },
  { id: 1331, parentId: 1201, name: '流程实例发起', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'bpm:process-instance:create', visible: true, keepAlive: true, status: 0 },
  { id: 1332, parentId: 1201, name: '流程实例取消', type: 3, sort: 3, path: '', icon: '', component: '', permission: 'bpm:process-instance:cancel', visible: true, keepAlive: true, status: 0 },
  // 待办任务
  { id: 1207, parentId: 1200, name: '待办任务', type: 2, sort: 1, path: 'todo', icon: 'eye-open', component: 'bpm/task/todo', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1340, parentId: 1207, name: '待办任务查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'bpm:task:query', visible: true, keepAlive: true, status: 0 },
  { id: 1341, parentId: 1207, name: '任务审批', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'bpm:task:update', visible: true, keepAlive: true, status: 0 },
  // 已办任务
  { id: 1208, parentId: 1200, name: '已办任务', type: 2, sort: 2, path: 'done', icon: 'eye', component: 'bpm/task/done', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1350, parentId: 1208, name: '已办任务查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'bpm:task:query', visible: true, keepAlive: true, status: 0 },
  // OA 示例
  { id: 5, parentId: 1185, name: 'OA 示例', type: 1, sort: 40, path: 'oa', icon: 'people', component: null, permission: '', visible: true, keepAlive: true, status: 0 },
  // 请假查询
  { id: 1118, parentId: 5, name: '请假查询', type: 2, sort: 0, path: 'leave', icon: 'user', component: 'bpm/oa/leave/index', permission: '', visible: true, keepAlive: true, status: 0 },
  { id: 1360, parentId: 1118, name: '请假查询', type: 3, sort: 1, path: '', icon: '', component: '', permission: 'bpm:oa-leave:query', visible: true, keepAlive: true, status: 0 },
  { id: 1361, parentId: 1118, name: '请假申请', type: 3, sort: 2, path: '', icon: '', component: '', permission: 'bpm:oa-leave:create', visible: true, keepAlive: true, status: 0 },
];

export const SEED_MENU_COUNT = SEED_MENUS.length;

/** Components an earlier seed gave these menus: a row still holding one is moved to the seed's (one an administrator changed stays). */
export const FORMER_MENU_COMPONENTS: ReadonlyArray<{ id: number; from: string; to: string }> = [
  { id: 111, from: 'infra/dbMonitor/index', to: 'infra/druid/index' },
  { id: 113, from: 'infra/cache/index', to: 'infra/redis/index' },
];
