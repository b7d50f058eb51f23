// Seed data for system_dict_type / system_dict_data.
// Transcribed from shared/reference/system-infra-auth.md §4.3 (all 42 spec dictionary types, upstream ids and names).
// Divergences from upstream: type rows added for system_menu_type (148) and system_data_scope (149);
// system_user_sex 2 (女) is enabled; every row has status 0. Types 150/151 are new for the lawyer-audit feature.

export interface SeedDictType {
  id: number;
  name: string;
  type: string;
  status: 0 | 1;
  remark: string;
}

export interface SeedDictData {
  dictType: string;
  sort: number;
  label: string;
  value: string;
  colorType: '' | 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';
  cssClass: string;
  status: 0 | 1;
  remark: string;
}

export const SEED_DICT_TYPES: SeedDictType[] = [
  { id: 109, name: '用户类型', type: 'user_type', status: 0, remark: '' },
  { id: 10, name: '系统状态', type: 'common_status', status: 0, remark: '' },
  { id: 1, name: '用户性别', type: 'system_user_sex', status: 0, remark: '' },
  { id: 148, name: '菜单类型', type: 'system_menu_type', status: 0, remark: '' },
  { id: 145, name: '角色类型', type: 'system_role_type', status: 0, remark: '' },
  { id: 149, name: '数据范围', type: 'system_data_scope', status: 0, remark: '' },
  { id: 7, name: '通知类型', type: 'system_notice_type', status: 0, remark: '' },
  { id: 9, name: '操作类型', type: 'system_operate_type', status: 0, remark: '' },
  { id: 116, name: '登陆日志的类型', type: 'system_login_type', status: 0, remark: '' },
  { id: 104, name: '登陆结果', type: 'system_login_result', status: 0, remark: '' },
  { id: 111, name: '短信渠道编码', type: 'system_sms_channel_code', status: 0, remark: '' },
  { id: 112, name: '短信模板的类型', type: 'system_sms_template_type', status: 0, remark: '' },
  { id: 113, name: '短信发送状态', type: 'system_sms_send_status', status: 0, remark: '' },
  { id: 114, name: '短信接收状态', type: 'system_sms_receive_status', status: 0, remark: '' },
  { id: 166, name: '邮件发送状态', type: 'system_mail_send_status', status: 0, remark: '' },
  { id: 167, name: '站内信模版的类型', type: 'system_notify_template_type', status: 0, remark: '' },
  { id: 115, name: '错误码的类型', type: 'system_error_code_type', status: 0, remark: '' },
  { id: 147, name: 'OAuth 2.0 授权类型', type: 'system_oauth2_grant_type', status: 0, remark: '' },
  { id: 11, name: 'Boolean 是否类型', type: 'infra_boolean_string', status: 0, remark: '' },
  { id: 105, name: 'Redis 超时类型', type: 'infra_redis_timeout_type', status: 0, remark: '' },
  { id: 107, name: '定时任务状态', type: 'infra_job_status', status: 0, remark: '' },
  { id: 108, name: '定时任务日志状态', type: 'infra_job_log_status', status: 0, remark: '' },
  { id: 110, name: 'API 异常数据的处理状态', type: 'infra_api_error_log_process_status', status: 0, remark: '' },
  { id: 6, name: '参数类型', type: 'infra_config_type', status: 0, remark: '' },
  { id: 106, name: '代码生成模板类型', type: 'infra_codegen_template_type', status: 0, remark: '' },
  { id: 144, name: '代码生成的场景', type: 'infra_codegen_scene', status: 0, remark: '' },
  { id: 168, name: '代码生成的前端类型', type: 'infra_codegen_front_type', status: 0, remark: '本系统只生成 React + Ant Design 前端' },
  { id: 146, name: '文件存储器', type: 'infra_file_storage', status: 0, remark: '' },
  { id: 138, name: '流程分类', type: 'bpm_model_category', status: 0, remark: '' },
  { id: 141, name: '流程的表单类型', type: 'bpm_model_form_type', status: 0, remark: '' },
  { id: 142, name: '任务分配规则的类型', type: 'bpm_task_assign_rule_type', status: 0, remark: '' },
  { id: 139, name: '流程实例的状态', type: 'bpm_process_instance_status', status: 0, remark: '' },
  { id: 140, name: '流程实例的结果', type: 'bpm_process_instance_result', status: 0, remark: '' },
  { id: 143, name: '任务分配自定义脚本', type: 'bpm_task_assign_script', status: 0, remark: '' },
  { id: 117, name: '请假类型', type: 'bpm_oa_leave_type', status: 0, remark: '' },
  { id: 122, name: '微信渠道版本', type: 'pay_channel_wechat_version', status: 0, remark: '' },
  { id: 127, name: '支付宝签名算法类型', type: 'pay_channel_alipay_sign_type', status: 0, remark: '' },
  { id: 128, name: '支付宝公钥类型', type: 'pay_channel_alipay_mode', status: 0, remark: '' },
  { id: 129, name: '支付宝网关地址', type: 'pay_channel_alipay_server_type', status: 0, remark: '' },
  { id: 130, name: '支付渠道编码类型', type: 'pay_channel_code_type', status: 0, remark: '' },
  { id: 131, name: '商户支付订单回调状态', type: 'pay_order_notify_status', status: 0, remark: '' },
  { id: 132, name: '商户支付订单状态', type: 'pay_order_status', status: 0, remark: '' },
  { id: 133, name: '商户支付订单退款状态', type: 'pay_order_refund_status', status: 0, remark: '' },
  { id: 134, name: '退款订单状态', type: 'pay_refund_order_status', status: 0, remark: '' },
  { id: 135, name: '退款订单类别', type: 'pay_refund_order_type', status: 0, remark: '' },
  { id: 150, name: '律师审核状态', type: 'lawyer_audit_status', status: 0, remark: '' },
  { id: 151, name: '律师专业领域', type: 'lawyer_specialty', status: 0, remark: '' },
  { id: 152, name: '社交类型', type: 'system_social_type', status: 0, remark: '社交登录的平台' },
  // The Vue 3 admin UI shows an access log's operate type through this one (the reference's later seed).
  { id: 153, name: '访问日志操作类型', type: 'infra_operate_type', status: 0, remark: '访问日志的操作分类' },
];

export const SEED_DICT_DATA: SeedDictData[] = [
  // user_type
  { dictType: 'user_type', sort: 1, label: '会员', value: '1', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'user_type', sort: 2, label: '管理员', value: '2', colorType: 'success', cssClass: '', status: 0, remark: '' },
  // common_status
  { dictType: 'common_status', sort: 1, label: '开启', value: '0', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'common_status', sort: 2, label: '关闭', value: '1', colorType: 'info', cssClass: '', status: 0, remark: '' },
  // system_user_sex
  { dictType: 'system_user_sex', sort: 1, label: '男', value: '1', colorType: 'default', cssClass: 'A', status: 0, remark: '' },
  { dictType: 'system_user_sex', sort: 2, label: '女', value: '2', colorType: 'success', cssClass: '', status: 0, remark: '' },
  // system_menu_type
  { dictType: 'system_menu_type', sort: 1, label: '目录', value: '1', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_menu_type', sort: 2, label: '菜单', value: '2', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_menu_type', sort: 3, label: '按钮', value: '3', colorType: '', cssClass: '', status: 0, remark: '' },
  // system_role_type
  { dictType: 'system_role_type', sort: 1, label: '内置', value: '1', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_role_type', sort: 2, label: '自定义', value: '2', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  // system_data_scope
  { dictType: 'system_data_scope', sort: 1, label: '全部数据权限', value: '1', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_data_scope', sort: 2, label: '指定部门数据权限', value: '2', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_data_scope', sort: 3, label: '本部门数据权限', value: '3', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_data_scope', sort: 4, label: '本部门及以下数据权限', value: '4', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_data_scope', sort: 5, label: '仅本人数据权限', value: '5', colorType: '', cssClass: '', status: 0, remark: '' },
  // system_notice_type
  { dictType: 'system_notice_type', sort: 1, label: '通知', value: '1', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_notice_type', sort: 2, label: '公告', value: '2', colorType: 'info', cssClass: '', status: 0, remark: '' },
  // system_operate_type
  { dictType: 'system_operate_type', sort: 1, label: '其它', value: '0', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_operate_type', sort: 2, label: '查询', value: '1', colorType: 'info', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_operate_type', sort: 3, label: '新增', value: '2', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_operate_type', sort: 4, label: '修改', value: '3', colorType: 'warning', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_operate_type', sort: 5, label: '删除', value: '4', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_operate_type', sort: 6, label: '导出', value: '5', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_operate_type', sort: 7, label: '导入', value: '6', colorType: 'default', cssClass: '', status: 0, remark: '' },
  // system_login_type
  { dictType: 'system_login_type', sort: 1, label: '账号登录', value: '100', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_login_type', sort: 2, label: '社交登录', value: '101', colorType: 'info', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_login_type', sort: 3, label: '短信登录', value: '103', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_login_type', sort: 4, label: '主动登出', value: '200', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_login_type', sort: 5, label: '强制登出', value: '202', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  // system_login_result
  { dictType: 'system_login_result', sort: 1, label: '成功', value: '0', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_login_result', sort: 2, label: '账号或密码不正确', value: '10', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_login_result', sort: 3, label: '用户被禁用', value: '20', colorType: 'warning', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_login_result', sort: 4, label: '验证码不存在', value: '30', colorType: 'info', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_login_result', sort: 5, label: '验证码不正确', value: '31', colorType: 'info', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_login_result', sort: 6, label: '未知异常', value: '100', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  // system_sms_channel_code
  { dictType: 'system_sms_channel_code', sort: 1, label: '调试(钉钉)', value: 'DEBUG_DING_TALK', colorType: 'info', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_sms_channel_code', sort: 2, label: '云片', value: 'YUN_PIAN', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_sms_channel_code', sort: 3, label: '阿里云', value: 'ALIYUN', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_sms_channel_code', sort: 4, label: '腾讯云', value: 'TENCENT', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_sms_channel_code', sort: 0, label: '控制台（本机）', value: 'CONSOLE', colorType: 'default', cssClass: '', status: 0, remark: '不发送短信，只记入短信日志' },
  // system_sms_template_type
  { dictType: 'system_sms_template_type', sort: 1, label: '营销', value: '3', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_sms_template_type', sort: 2, label: '验证码', value: '1', colorType: 'warning', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_sms_template_type', sort: 3, label: '通知', value: '2', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  // system_sms_send_status
  { dictType: 'system_sms_send_status', sort: 1, label: '初始化', value: '0', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_sms_send_status', sort: 2, label: '发送成功', value: '10', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_sms_send_status', sort: 3, label: '发送失败', value: '20', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_sms_send_status', sort: 4, label: '不发送', value: '30', colorType: 'info', cssClass: '', status: 0, remark: '' },
  // system_notify_template_type
  { dictType: 'system_notify_template_type', sort: 1, label: '通知公告', value: '1', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_notify_template_type', sort: 2, label: '系统消息', value: '2', colorType: 'success', cssClass: '', status: 0, remark: '' },
  // system_mail_send_status
  { dictType: 'system_mail_send_status', sort: 0, label: '初始化', value: '0', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_mail_send_status', sort: 10, label: '发送成功', value: '10', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_mail_send_status', sort: 20, label: '发送失败', value: '20', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_mail_send_status', sort: 30, label: '不发送', value: '30', colorType: 'info', cssClass: '', status: 0, remark: '' },
  // system_sms_receive_status
  { dictType: 'system_sms_receive_status', sort: 1, label: '等待结果', value: '0', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_sms_receive_status', sort: 2, label: '接收成功', value: '10', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_sms_receive_status', sort: 3, label: '接收失败', value: '20', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  // system_error_code_type
  { dictType: 'system_error_code_type', sort: 1, label: '自动生成', value: '1', colorType: 'warning', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_error_code_type', sort: 2, label: '手动编辑', value: '2', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  // system_oauth2_grant_type
  { dictType: 'system_oauth2_grant_type', sort: 1, label: 'password', value: 'password', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_oauth2_grant_type', sort: 2, label: 'authorization_code', value: 'authorization_code', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_oauth2_grant_type', sort: 3, label: 'implicit', value: 'implicit', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_oauth2_grant_type', sort: 4, label: 'client_credentials', value: 'client_credentials', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_oauth2_grant_type', sort: 5, label: 'refresh_token', value: 'refresh_token', colorType: 'info', cssClass: '', status: 0, remark: '' },
  // infra_boolean_string
  { dictType: 'infra_boolean_string', sort: 1, label: '是', value: 'true', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_boolean_string', sort: 2, label: '否', value: 'false', colorType: 'info', cssClass: '', status: 0, remark: '' },
  // infra_redis_timeout_type
  { dictType: 'infra_redis_timeout_type', sort: 1, label: '永不超时', value: '1', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_redis_timeout_type', sort: 2, label: '动态超时', value: '2', colorType: 'info', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_redis_timeout_type', sort: 3, label: '固定超时', value: '3', colorType: 'success', cssClass: '', status: 0, remark: '' },
  // infra_job_status
  { dictType: 'infra_job_status', sort: 1, label: '初始化中', value: '0', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_job_status', sort: 2, label: '正常', value: '1', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_job_status', sort: 3, label: '暂停', value: '2', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  // infra_job_log_status
  { dictType: 'infra_job_log_status', sort: 1, label: '运行中', value: '0', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_job_log_status', sort: 2, label: '成功', value: '1', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_job_log_status', sort: 3, label: '失败', value: '2', colorType: 'warning', cssClass: '', status: 0, remark: '' },
  // infra_api_error_log_process_status
  { dictType: 'infra_api_error_log_process_status', sort: 1, label: '未处理', value: '0', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_api_error_log_process_status', sort: 2, label: '已处理', value: '1', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_api_error_log_process_status', sort: 3, label: '已忽略', value: '2', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  // infra_config_type
  { dictType: 'infra_config_type', sort: 1, label: '系统内置', value: '1', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_config_type', sort: 2, label: '自定义', value: '2', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  // infra_codegen_template_type
  { dictType: 'infra_codegen_template_type', sort: 1, label: '单表（增删改查）', value: '1', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_codegen_template_type', sort: 2, label: '树表（增删改查）', value: '2', colorType: '', cssClass: '', status: 0, remark: '' },
  // infra_codegen_scene
  { dictType: 'infra_codegen_scene', sort: 1, label: '管理后台', value: '1', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_codegen_scene', sort: 2, label: '用户 APP', value: '2', colorType: '', cssClass: '', status: 0, remark: '' },
  // infra_codegen_front_type: the original lists its Vue templates (10–51); this generator writes React + Ant Design only.
  { dictType: 'infra_codegen_front_type', sort: 1, label: 'React + Ant Design（本系统）', value: '90', colorType: '', cssClass: '', status: 0, remark: '' },
  // infra_file_storage
  { dictType: 'infra_file_storage', sort: 1, label: '数据库', value: '1', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_file_storage', sort: 2, label: '本地磁盘', value: '10', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_file_storage', sort: 3, label: 'FTP 服务器', value: '11', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_file_storage', sort: 4, label: 'SFTP 服务器', value: '12', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_file_storage', sort: 5, label: 'S3 对象存储', value: '20', colorType: 'default', cssClass: '', status: 0, remark: '' },
  // bpm_model_category
  { dictType: 'bpm_model_category', sort: 1, label: '默认', value: '1', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_model_category', sort: 2, label: 'OA', value: '2', colorType: 'success', cssClass: '', status: 0, remark: '' },
  // bpm_model_form_type
  { dictType: 'bpm_model_form_type', sort: 1, label: '流程表单', value: '10', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_model_form_type', sort: 2, label: '业务表单', value: '20', colorType: '', cssClass: '', status: 0, remark: '' },
  // bpm_task_assign_rule_type
  { dictType: 'bpm_task_assign_rule_type', sort: 1, label: '角色', value: '10', colorType: 'info', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_task_assign_rule_type', sort: 2, label: '部门的成员', value: '20', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_task_assign_rule_type', sort: 3, label: '部门的负责人', value: '21', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_task_assign_rule_type', sort: 4, label: '岗位', value: '22', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_task_assign_rule_type', sort: 5, label: '用户', value: '30', colorType: 'info', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_task_assign_rule_type', sort: 6, label: '用户组', value: '40', colorType: 'warning', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_task_assign_rule_type', sort: 7, label: '自定义脚本', value: '50', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  // bpm_process_instance_status
  { dictType: 'bpm_process_instance_status', sort: 1, label: '进行中', value: '1', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_process_instance_status', sort: 2, label: '已完成', value: '2', colorType: 'success', cssClass: '', status: 0, remark: '' },
  // bpm_process_instance_result
  { dictType: 'bpm_process_instance_result', sort: 1, label: '处理中', value: '1', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_process_instance_result', sort: 2, label: '通过', value: '2', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_process_instance_result', sort: 3, label: '不通过', value: '3', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_process_instance_result', sort: 4, label: '已取消', value: '4', colorType: 'info', cssClass: '', status: 0, remark: '' },
  // bpm_task_assign_script
  { dictType: 'bpm_task_assign_script', sort: 1, label: '流程发起人', value: '10', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_task_assign_script', sort: 2, label: '流程发起人的一级领导', value: '20', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_task_assign_script', sort: 3, label: '流程发起人的二级领导', value: '21', colorType: '', cssClass: '', status: 0, remark: '' },
  // bpm_oa_leave_type
  { dictType: 'bpm_oa_leave_type', sort: 1, label: '病假', value: '1', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_oa_leave_type', sort: 2, label: '事假', value: '2', colorType: 'info', cssClass: '', status: 0, remark: '' },
  { dictType: 'bpm_oa_leave_type', sort: 3, label: '婚假', value: '3', colorType: 'warning', cssClass: '', status: 0, remark: '' },
  // pay_channel_wechat_version
  { dictType: 'pay_channel_wechat_version', sort: 1, label: 'v2', value: 'v2', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_channel_wechat_version', sort: 2, label: 'v3', value: 'v3', colorType: '', cssClass: '', status: 0, remark: '' },
  // pay_channel_alipay_sign_type
  { dictType: 'pay_channel_alipay_sign_type', sort: 1, label: 'RSA2', value: 'RSA2', colorType: '', cssClass: '', status: 0, remark: '' },
  // pay_channel_alipay_mode
  { dictType: 'pay_channel_alipay_mode', sort: 1, label: '公钥模式', value: '1', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_channel_alipay_mode', sort: 2, label: '证书模式', value: '2', colorType: '', cssClass: '', status: 0, remark: '' },
  // pay_channel_alipay_server_type
  { dictType: 'pay_channel_alipay_server_type', sort: 1, label: '线上', value: 'https://openapi.alipay.com/gateway.do', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_channel_alipay_server_type', sort: 2, label: '沙箱', value: 'https://openapi.alipaydev.com/gateway.do', colorType: '', cssClass: '', status: 0, remark: '' },
  // pay_channel_code_type
  { dictType: 'pay_channel_code_type', sort: 1, label: '微信 JSAPI 支付', value: 'wx_pub', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_channel_code_type', sort: 2, label: '微信小程序支付', value: 'wx_lite', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_channel_code_type', sort: 3, label: '微信 App 支付', value: 'wx_app', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_channel_code_type', sort: 4, label: '支付宝 PC 网站支付', value: 'alipay_pc', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_channel_code_type', sort: 5, label: '支付宝 Wap 网站支付', value: 'alipay_wap', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_channel_code_type', sort: 6, label: '支付宝App 支付', value: 'alipay_app', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_channel_code_type', sort: 7, label: '支付宝扫码支付', value: 'alipay_qr', colorType: '', cssClass: '', status: 0, remark: '' },
  // The sandbox channel (the original's later `mock`): pays on one machine, through the console's cashier.
  { dictType: 'pay_channel_code_type', sort: 8, label: '模拟支付', value: 'mock', colorType: '', cssClass: '', status: 0, remark: '沙箱渠道：在本机收银台完成支付' },
  // pay_order_notify_status
  { dictType: 'pay_order_notify_status', sort: 1, label: '通知成功', value: '10', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_order_notify_status', sort: 2, label: '通知失败', value: '20', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_order_notify_status', sort: 3, label: '未通知', value: '0', colorType: 'info', cssClass: '', status: 0, remark: '' },
  // pay_order_status
  { dictType: 'pay_order_status', sort: 1, label: '支付成功', value: '10', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_order_status', sort: 2, label: '支付关闭', value: '20', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_order_status', sort: 3, label: '未支付', value: '0', colorType: 'info', cssClass: '', status: 0, remark: '' },
  // pay_order_refund_status
  { dictType: 'pay_order_refund_status', sort: 1, label: '未退款', value: '0', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_order_refund_status', sort: 2, label: '部分退款', value: '10', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_order_refund_status', sort: 3, label: '全部退款', value: '20', colorType: '', cssClass: '', status: 0, remark: '' },
  // pay_refund_order_status
  { dictType: 'pay_refund_order_status', sort: 1, label: '退款订单生成', value: '0', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_refund_order_status', sort: 2, label: '退款成功', value: '1', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_refund_order_status', sort: 3, label: '退款失败', value: '2', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_refund_order_status', sort: 4, label: '退款关闭', value: '99', colorType: 'info', cssClass: '', status: 0, remark: '' },
  // pay_refund_order_type
  { dictType: 'pay_refund_order_type', sort: 1, label: '未退款', value: '0', colorType: 'info', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_refund_order_type', sort: 2, label: '部分退款', value: '10', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'pay_refund_order_type', sort: 3, label: '全部退款', value: '20', colorType: 'warning', cssClass: '', status: 0, remark: '' },
  // lawyer_audit_status
  { dictType: 'lawyer_audit_status', sort: 1, label: '待审核', value: '0', colorType: 'warning', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_audit_status', sort: 2, label: '已通过', value: '1', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_audit_status', sort: 3, label: '已驳回', value: '2', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  // lawyer_specialty
  // system_social_type (GitHub is ours; the original has no GitHub client)
  { dictType: 'system_social_type', sort: 1, label: '码云', value: '10', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_social_type', sort: 2, label: 'GitHub', value: '11', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_social_type', sort: 3, label: '钉钉', value: '20', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_social_type', sort: 4, label: '企业微信', value: '30', colorType: 'success', cssClass: '', status: 0, remark: '' },
  { dictType: 'system_social_type', sort: 5, label: '微信开放平台', value: '32', colorType: 'success', cssClass: '', status: 0, remark: '' },
  // infra_operate_type: the access log's operate_type, the same values as system_operate_type
  { dictType: 'infra_operate_type', sort: 1, label: '其它', value: '0', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_operate_type', sort: 2, label: '查询', value: '1', colorType: 'info', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_operate_type', sort: 3, label: '新增', value: '2', colorType: 'primary', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_operate_type', sort: 4, label: '修改', value: '3', colorType: 'warning', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_operate_type', sort: 5, label: '删除', value: '4', colorType: 'danger', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_operate_type', sort: 6, label: '导出', value: '5', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'infra_operate_type', sort: 7, label: '导入', value: '6', colorType: 'default', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_specialty', sort: 1, label: '婚姻家事', value: '1', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_specialty', sort: 2, label: '刑事辩护', value: '2', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_specialty', sort: 3, label: '合同纠纷', value: '3', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_specialty', sort: 4, label: '劳动争议', value: '4', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_specialty', sort: 5, label: '公司法务', value: '5', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_specialty', sort: 6, label: '知识产权', value: '6', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_specialty', sort: 7, label: '房产建筑', value: '7', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_specialty', sort: 8, label: '交通事故', value: '8', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_specialty', sort: 9, label: '债权债务', value: '9', colorType: '', cssClass: '', status: 0, remark: '' },
  { dictType: 'lawyer_specialty', sort: 10, label: '行政诉讼', value: '10', colorType: '', cssClass: '', status: 0, remark: '' },
];
