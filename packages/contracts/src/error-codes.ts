/**
 * Error codes of the admin API, wire-compatible with ruoyi-vue-pro (reference §1.2 and §6).
 * Messages are the ones clients expect verbatim; `{}` marks a placeholder filled by the server.
 */
export interface ErrorCode {
  readonly code: number;
  readonly msg: string;
}

const e = (code: number, msg: string): ErrorCode => ({ code, msg });

export const GlobalErrors = {
  SUCCESS: e(0, ''),
  BAD_REQUEST: e(400, '请求参数不正确'),
  UNAUTHORIZED: e(401, '账号未登录'),
  FORBIDDEN: e(403, '没有该操作权限'),
  NOT_FOUND: e(404, '请求未找到'),
  METHOD_NOT_ALLOWED: e(405, '请求方法不正确'),
  LOCKED: e(423, '请求失败，请稍后重试'),
  TOO_MANY_REQUESTS: e(429, '请求过于频繁，请稍后重试'),
  INTERNAL_SERVER_ERROR: e(500, '系统异常'),
  REPEATED_REQUESTS: e(900, '重复请求，请稍后重试'),
  DEMO_DENY: e(901, '演示模式，禁止写操作'),
  UNKNOWN: e(999, '未知错误'),
} as const;

export const AuthErrors = {
  LOGIN_BAD_CREDENTIALS: e(1002000000, '登录失败，账号密码不正确'),
  LOGIN_USER_DISABLED: e(1002000001, '登录失败，账号被禁用'),
  LOGIN_CAPTCHA_CODE_ERROR: e(1002000004, '验证码不正确，原因：{}'),
  AUTH_THIRD_LOGIN_NOT_BIND: e(1002000005, '未绑定账号，需要进行绑定'),
  LOGIN_ACCOUNT_LOCKED: e(1002000008, '登录失败次数过多，账号已锁定，请 {} 分钟后再试'),
  TOKEN_EXPIRED: e(1002000006, 'Token 已经过期'),
  REFRESH_TOKEN_INVALID: e(400, '无效的刷新令牌'),
  REFRESH_TOKEN_EXPIRED: e(401, '刷新令牌已过期'),
  TENANT_FORBIDDEN: e(403, '您无权访问该租户的数据'),
  TENANT_HEADER_MISSING: e(400, '租户的请求未传递，请进行排查'),
} as const;

export const TenantErrors = {
  TENANT_NOT_EXISTS: e(1002015000, '租户不存在'),
  TENANT_DISABLE: e(1002015001, '名字为【{}】的租户已被禁用'),
  TENANT_EXPIRE: e(1002015002, '名字为【{}】的租户已过期'),
  TENANT_CAN_NOT_UPDATE_SYSTEM: e(1002015003, '系统租户不能进行修改、删除等操作！'),
  USER_COUNT_MAX: e(1002003008, '创建用户失败，原因：超过租户最大租户配额({})！'),
  /** Upstream's later code (TENANT_NAME_DUPLICATE). */
  TENANT_NAME_DUPLICATE: e(1002015004, '名字为【{}】的租户已存在'),
  /** Upstream's later code: a website belongs to one tenant. */
  TENANT_WEBSITE_DUPLICATE: e(1002015005, '域名为【{}】的租户已存在'),
} as const;

export const DictErrors = {
  DICT_TYPE_NOT_EXISTS: e(1002006001, '当前字典类型不存在'),
  DICT_TYPE_NOT_ENABLE: e(1002006002, '字典类型不处于开启状态，不允许选择'),
  DICT_TYPE_NAME_DUPLICATE: e(1002006003, '已经存在该名字的字典类型'),
  DICT_TYPE_TYPE_DUPLICATE: e(1002006004, '已经存在该类型的字典类型'),
  DICT_TYPE_HAS_CHILDREN: e(1002006005, '无法删除，该字典类型还有字典数据'),
  DICT_DATA_NOT_EXISTS: e(1002007001, '当前字典数据不存在'),
  DICT_DATA_NOT_ENABLE: e(1002007002, '字典数据({})不处于开启状态，不允许选择'),
  DICT_DATA_VALUE_DUPLICATE: e(1002007003, '已经存在该值的字典数据'),
} as const;

export const UserErrors = {
  USER_USERNAME_EXISTS: e(1002003000, '用户账号已经存在'),
  USER_MOBILE_EXISTS: e(1002003001, '手机号已经存在'),
  USER_EMAIL_EXISTS: e(1002003002, '邮箱已经存在'),
  USER_NOT_EXISTS: e(1002003003, '用户不存在'),
  USER_IMPORT_LIST_IS_EMPTY: e(1002003004, '导入用户数据不能为空！'),
  USER_PASSWORD_FAILED: e(1002003005, '用户密码校验失败'),
  USER_IS_DISABLE: e(1002003006, '名字为【{}】的用户已被禁用'),
  /** Upstream's later code: the config `sys.user.init-password` is missing or blank. */
  USER_IMPORT_INIT_PASSWORD: e(1002003009, '初始密码不能为空'),
  /** Not in the reference: refusals that keep an administrator from locking themselves or the system out. */
  USER_DELETE_SELF: e(1002003010, '不能删除当前登录的用户'),
  USER_DELETE_SYSTEM_ADMIN: e(1002003011, '不能删除系统内置的管理员'),
  USER_DISABLE_SELF: e(1002003012, '不能停用当前登录的用户'),
  USER_MOBILE_NOT_EXISTS: e(1002003013, '该手机号尚未注册'),
  USER_REGISTER_DISABLED: e(1002003014, '注册功能已关闭'),
} as const;

export const FileErrors = {
  FILE_PATH_EXISTS: e(1001003000, '文件路径已存在'),
  FILE_NOT_EXISTS: e(1001003001, '文件不存在'),
  FILE_IS_EMPTY: e(1001003002, '文件为空'),
  // Not in the reference (which stores whatever it is sent): the type is judged by the bytes.
  FILE_TYPE_NOT_ALLOWED: e(1001003003, '不支持的文件类型：{}'),
  // Not in the reference (whose non-S3 clients fail with a 500): direct upload needs an S3 master config.
  FILE_PRESIGN_NOT_S3: e(1001003004, '当前主文件配置不是 S3 对象存储，不支持前端直传，请改用后端上传'),
  FILE_CONFIG_NOT_EXISTS: e(1001006000, '文件配置不存在'),
  FILE_CONFIG_DELETE_FAIL_MASTER: e(1001006001, '该文件配置不允许删除，原因：它是主配置，删除会导致无法上传文件'),
  FILE_CONFIG_DELETE_FAIL_FILES: e(1001006002, '该文件配置下还有文件，不允许删除'),
  FILE_CONFIG_TEST_FAIL: e(1001006003, '文件配置测试失败，原因：{}'),
  FILE_CONFIG_STORAGE_UNSUPPORTED: e(1001006004, '暂不支持该存储器，请选择数据库、本地磁盘、FTP、SFTP 或 S3 对象存储'),
} as const;

/**
 * Social sign-in (reference §6: 1002018000–002 at the pinned version). The social clients came to the original
 * later, as 1002018210/211; those numbers are kept for them, so none of ours means another of the reference's.
 */
export const SocialErrors = {
  SOCIAL_USER_AUTH_FAILURE: e(1002018000, '社交授权失败，原因是：{}'),
  SOCIAL_USER_UNBIND_NOT_SELF: e(1002018001, '社交解绑失败，非当前用户绑定'),
  SOCIAL_USER_NOT_FOUND: e(1002018002, '社交授权失败，找不到对应的用户'),
  SOCIAL_CLIENT_NOT_EXISTS: e(1002018210, '社交客户端不存在'),
  SOCIAL_CLIENT_UNIQUE: e(1002018211, '社交客户端已存在配置'),
  /** Ours: sign-in through a platform that has no enabled client; names the platform and where to add one. */
  SOCIAL_CLIENT_NOT_CONFIGURED: e(1002018212, '未配置{}的社交客户端：请平台管理员在 系统管理 > 社交管理 > 社交客户端 中添加并启用它'),
} as const;

/** OAuth2 provider (reference §6: 1002020000–006) and the token checks of OAuth2TokenServiceImpl. */
export const OAuth2Errors = {
  CLIENT_NOT_EXISTS: e(1002020000, 'OAuth2 客户端不存在'),
  CLIENT_EXISTS: e(1002020001, 'OAuth2 客户端编号已存在'),
  CLIENT_DISABLE: e(1002020002, 'OAuth2 客户端已禁用'),
  CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS: e(1002020003, '不支持该授权类型'),
  CLIENT_SCOPE_OVER: e(1002020004, '授权范围过大'),
  CLIENT_REDIRECT_URI_NOT_MATCH: e(1002020005, '无效 redirect_uri: {}'),
  CLIENT_CLIENT_SECRET_ERROR: e(1002020006, '无效 client_secret: {}'),
  /** Our addition: the console signs in through this client; removing it or renaming it would lock everyone out. */
  CLIENT_CONSOLE_PROTECTED: e(1002020007, '控制台自身的客户端（default）不能删除或改编号'),
  /** Ours: a client is used only in the tenants the platform granted it (its own by default). */
  CLIENT_TENANT_NOT_GRANTED: e(1002020008, 'OAuth2 客户端未获准在该租户使用'),
  /** Ours: a client_credentials token of the console's client would stand for no user yet pass as a console session. */
  CLIENT_CONSOLE_CLIENT_CREDENTIALS: e(1002020009, '控制台自身的客户端（default）不能使用 client_credentials 授权类型'),
  CODE_NOT_EXISTS: e(400, 'code 不存在'),
  CODE_EXPIRE: e(400, 'code 已过期'),
  CODE_REDIRECT_URI_MISMATCH: e(400, 'redirect_uri 与授权时的不一致'),
  CODE_VERIFIER_INVALID: e(400, 'code_verifier 不正确'),
  CODE_STATE_MISMATCH: e(400, 'state 不匹配'),
  REFRESH_TOKEN_CLIENT_MISMATCH: e(400, '刷新令牌的客户端编号不正确'),
  ACCESS_TOKEN_NOT_EXISTS: e(401, '访问令牌不存在'),
  /** 强退 of a token that is not there (gone, expired, another tenant's): the reference's not-found code, not 401 (sign in again). */
  TOKEN_TO_REVOKE_NOT_FOUND: e(404, '访问令牌不存在或已失效'),
  IMPLICIT_REFUSED: e(400, 'Token 接口不支持 implicit 授权模式'),
  RESPONSE_TYPE_INVALID: e(400, 'response_type 参数值只允许 code 和 token'),
} as const;

/** Payment (reference pay-bpm §1.6: 1007xxxxxx). */
export const PayErrors = {
  APP_NOT_FOUND: e(1007000000, 'App 不存在'),
  APP_IS_DISABLE: e(1007000002, 'App 已经被禁用'),
  APP_EXIST_TRANSACTION_ORDER_CANT_DELETE: e(1007000003, '支付应用存在交易中的订单，无法删除'),
  CHANNEL_NOT_FOUND: e(1007001000, '支付渠道的配置不存在'),
  CHANNEL_IS_DISABLE: e(1007001001, '支付渠道已经禁用'),
  CHANNEL_CLIENT_NOT_FOUND: e(1007001002, '支付渠道的客户端不存在'),
  CHANNEL_EXIST_SAME_CHANNEL_ERROR: e(1007001005, '已存在相同的渠道'),
  CHANNEL_WECHAT_VERSION_2_MCH_KEY_IS_NULL: e(1007001006, '微信渠道 v2 版本中商户密钥不可为空'),
  CHANNEL_WECHAT_VERSION_3_PRIVATE_KEY_IS_NULL: e(1007001007, '微信渠道 v3 版本 apiclient_key.pem 不可为空'),
  CHANNEL_WECHAT_VERSION_3_CERT_KEY_IS_NULL: e(1007001008, '微信渠道 v3 版本中 apiclient_cert.pem 不可为空'),
  APP_HAS_ORDERS_CANT_DELETE: e(1007000004, '支付应用存在历史订单，无法删除，可将其停用'),
  ORDER_NOT_FOUND: e(1007002000, '支付订单不存在'),
  ORDER_STATUS_IS_NOT_WAITING: e(1007002001, '支付订单不处于待支付'),
  ORDER_STATUS_IS_NOT_SUCCESS: e(1007002002, '支付订单不处于已支付'),
  ORDER_IS_EXPIRED: e(1007002003, '支付订单已经过期'),
  ORDER_SUBMIT_CHANNEL_ERROR: e(1007002004, '发起支付报错，错误码：{}，错误提示：{}'),
  ORDER_EXISTS_OTHER: e(1007002005, '商户订单编号已被另一笔内容不同的订单使用'),
  ORDER_EXTENSION_NOT_FOUND: e(1007003000, '支付交易拓展单不存在'),
  ORDER_EXTENSION_STATUS_IS_NOT_WAITING: e(1007003001, '支付交易拓展单不处于待支付'),
  REFUND_AMOUNT_EXCEED: e(1007006000, '退款金额超过订单可退款金额'),
  REFUND_ALL_REFUNDED: e(1007006001, '订单已经全额退款'),
  REFUND_CHN_ORDER_NO_IS_NULL: e(1007006002, '该订单的渠道订单为空'),
  REFUND_SUCCEED: e(1007006003, '已经退款成功'),
  REFUND_NOT_FOUND: e(1007006004, '支付退款单不存在'),
  REFUND_STATUS_IS_NOT_WAITING: e(1007006005, '支付退款单不处于待退款'),
  REFUND_EXISTS_OTHER: e(1007006006, '商户退款编号已被另一笔内容不同的退款使用'),
  NOTIFY_TASK_NOT_FOUND: e(1007008000, '支付回调任务不存在'),
  DEMO_ORDER_NOT_FOUND: e(1007900000, '示例订单不存在'),
  DEMO_ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR: e(1007900002, '示例订单更新支付状态失败，支付单编号不匹配'),
  DEMO_ORDER_UPDATE_PAID_FAIL_PAY_ORDER_STATUS_NOT_SUCCESS: e(1007900003, '示例订单更新支付状态失败，支付单状态不是【支付成功】状态'),
  DEMO_ORDER_REFUND_FAIL_REFUND_NOT_FOUND: e(1007900007, '发起退款失败，退款订单不存在'),
  DEMO_ORDER_REFUND_FAIL_REFUND_NOT_SUCCESS: e(1007900008, '发起退款失败，退款订单未退款成功'),
  DEMO_ORDER_REFUND_FAIL_REFUND_ORDER_ID_ERROR: e(1007900009, '发起退款失败，退款单编号不匹配'),
  MERCHANT_NOT_EXISTS: e(1007004000, '支付商户信息不存在'),
  MERCHANT_EXIST_APP_CANT_DELETE: e(1007004001, '支付商户存在支付应用，无法删除'),
  MERCHANT_IS_DISABLE: e(1007004002, '支付商户已经被禁用'),
} as const;

/** Workflow (reference pay-bpm §2; the original's 1009 range). */
export const BpmErrors = {
  FORM_NOT_EXISTS: e(1009010000, '动态表单不存在'),
  FORM_FIELD_REPEAT: e(1009010001, '表单项({}) 和 ({}) 使用了相同的字段名({})'),
  USER_GROUP_NOT_EXISTS: e(1009011000, '用户分组不存在'),
  USER_GROUP_IS_DISABLE: e(1009011001, '名字为【{}】的用户分组已被禁用'),
  MODEL_KEY_EXISTS: e(1009002000, '已经存在流程标识为【{}】的流程'),
  MODEL_NOT_EXISTS: e(1009002001, '流程模型不存在'),
  MODEL_KEY_VALID: e(1009002002, '流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点！'),
  MODEL_DEPLOY_FAIL_FORM_NOT_CONFIG: e(1009002003, '部署流程失败，原因：流程表单未配置，请点击【修改流程】按钮进行配置'),
  MODEL_DEPLOY_FAIL_TASK_ASSIGN_RULE_NOT_CONFIG: e(1009002004, '部署流程失败，原因：用户任务({})未配置分配规则，请点击【修改流程】按钮进行配置'),
  MODEL_DEPLOY_FAIL_BPMN_MISSING: e(1009002005, '部署流程失败，原因：流程图未设计，请点击【设计流程】按钮进行设计'),
  MODEL_DEPLOY_FAIL_BPMN_INVALID: e(1009002006, '部署流程失败，原因：流程图有错误：{}'),
  /** Not in the reference (Flowable kept the definitions of a deleted model): its processes' history stays readable. */
  MODEL_DELETE_FAIL_HAS_INSTANCES: e(1009002007, '删除失败，原因：该流程已发起过流程实例，可以挂起它'),
  /** Not in the reference (Flowable ran such a loop until its stack overflowed): a loop that never waits. */
  MODEL_DEPLOY_FAIL_LOOP_WITHOUT_WAIT: e(1009002009, '部署流程失败，原因：流程图有不经过等待节点的环路：{}，发起后会无限循环；请在环路上加入用户任务、接收任务或定时器等等待节点'),
  PROCESS_DEFINITION_KEY_NOT_MATCH: e(1009003000, '流程定义的标识期望是({})，当前是({})，请修改 BPMN 流程图'),
  PROCESS_DEFINITION_NAME_NOT_MATCH: e(1009003001, '流程定义的名字期望是({})，当前是({})，请修改 BPMN 流程图'),
  PROCESS_DEFINITION_NOT_EXISTS: e(1009003002, '流程定义不存在'),
  PROCESS_DEFINITION_IS_SUSPENDED: e(1009003003, '流程定义处于挂起状态'),
  MODEL_DEPLOY_FAIL_TASK_INFO_EQUALS: e(1009003005, '流程定义部署失败，原因：信息未发生变化'),
  TASK_ASSIGN_RULE_EXISTS: e(1009006000, '流程({}) 的任务({}) 已经存在分配规则'),
  TASK_ASSIGN_RULE_NOT_EXISTS: e(1009006001, '流程任务分配规则不存在'),
  TASK_UPDATE_FAIL_NOT_MODEL: e(1009006002, '只有流程模型的任务分配规则，才允许修改'),
  TASK_ASSIGN_SCRIPT_NOT_EXISTS: e(1009006004, '操作失败，原因：任务分配脚本({}) 不存在'),
  TASK_CREATE_FAIL_NO_CANDIDATE_USER: e(1009006003, '操作失败，原因：找不到任务的审批人！'),
  /** Not in the reference (Flowable threw "找不到符合的任务规则"); deployment makes it rare. */
  TASK_ASSIGN_RULE_NOT_FOUND: e(1009006005, '操作失败，原因：任务({})找不到符合的任务规则'),
  PROCESS_INSTANCE_NOT_EXISTS: e(1009004000, '流程实例不存在'),
  PROCESS_INSTANCE_CANCEL_FAIL_NOT_EXISTS: e(1009004001, '流程取消失败，流程不处于运行中'),
  PROCESS_INSTANCE_CANCEL_FAIL_NOT_SELF: e(1009004002, '流程取消失败，该流程不是你发起的'),
  /** Not in the reference: what Flowable's own exceptions said, as one code (a condition that cannot be evaluated…). */
  PROCESS_INSTANCE_RUN_FAILED: e(1009004003, '流程执行失败，原因：{}'),
  /** Not in the reference: a step stopped at its bound (BPM_STEP_MAX_ACTIVITIES / BPM_STEP_MAX_MS) before it reached a wait. */
  PROCESS_INSTANCE_STEP_LIMIT: e(1009004009, '流程执行中止，原因：一步内{}仍未到达等待节点（用户任务、定时器等），流程图可能有无限循环'),
  TASK_COMPLETE_FAIL_NOT_EXISTS: e(1009005000, '审批任务失败，原因：该任务不处于未审批'),
  TASK_COMPLETE_FAIL_ASSIGN_NOT_SELF: e(1009005001, '审批任务失败，原因：该任务的审批人不是你'),
  /** Not in the reference: transferring to the current assignee, or to a disabled user. */
  TASK_TRANSFER_FAIL_USER_INVALID: e(1009005002, '转派失败，原因：新审批人无效（不存在、已停用或就是当前审批人）'),
  OA_LEAVE_NOT_EXISTS: e(1009001001, '请假申请不存在'),
  OA_LEAVE_END_BEFORE_START: e(1009001002, '结束时间，需要在开始时间之后'),
} as const;

export const SmsErrors = {
  MOBILE_NOT_EXISTS: e(1002000007, '手机号不存在'),
  SMS_CODE_NOT_FOUND: e(1002014000, '验证码不存在'),
  SMS_CODE_EXPIRED: e(1002014001, '验证码已过期'),
  SMS_CODE_USED: e(1002014002, '验证码已使用'),
  SMS_CODE_SEND_EXCEED_DAILY: e(1002014004, '超过每日短信发送数量'),
  SMS_CODE_SEND_TOO_FAST: e(1002014005, '短信发送过于频率'),
  SMS_CHANNEL_NOT_EXISTS: e(1002011000, '短信渠道不存在'),
  SMS_CHANNEL_DISABLE: e(1002011001, '短信渠道不处于开启状态，不允许选择'),
  SMS_CHANNEL_HAS_CHILDREN: e(1002011002, '无法删除，该短信渠道还有短信模板'),
  SMS_TEMPLATE_NOT_EXISTS: e(1002012000, '短信模板不存在'),
  SMS_TEMPLATE_CODE_DUPLICATE: e(1002012001, '已经存在编码为【{}】的短信模板'),
  SMS_SEND_MOBILE_NOT_EXISTS: e(1002013000, '手机号不存在'),
  SMS_SEND_MOBILE_TEMPLATE_PARAM_MISS: e(1002013001, '模板参数({})缺失'),
  SMS_SEND_TEMPLATE_NOT_EXISTS: e(1002013002, '短信模板不存在'),
} as const;

/** Mail accounts, templates and sends (the reference's 1_002_023_000…1_002_025_001). */
export const MailErrors = {
  MAIL_ACCOUNT_NOT_EXISTS: e(1002023000, '邮箱账号不存在'),
  MAIL_ACCOUNT_RELATE_TEMPLATE_EXISTS: e(1002023001, '无法删除，该邮箱账号还有邮件模板'),
  MAIL_TEMPLATE_NOT_EXISTS: e(1002024000, '邮件模版不存在'),
  MAIL_TEMPLATE_CODE_EXISTS: e(1002024001, '邮件模版 code({}) 已存在'),
  MAIL_SEND_TEMPLATE_PARAM_MISS: e(1002025000, '模板参数({})缺失'),
  MAIL_SEND_MAIL_NOT_EXISTS: e(1002025001, '邮箱不存在'),
  MAIL_SEND_TOO_MANY_RECIPIENTS: e(1002025002, '收件人过多：至多 {} 个'),
  MAIL_LOG_NOT_EXISTS: e(1002025003, '邮件日志不存在'),
} as const;

/** 站内信 templates and sends (the reference's 1_002_026_000…1_002_028_000). */
export const NotifyErrors = {
  NOTIFY_TEMPLATE_NOT_EXISTS: e(1002026000, '站内信模版不存在'),
  NOTIFY_TEMPLATE_CODE_DUPLICATE: e(1002026001, '已经存在编码为【{}】的站内信模板'),
  NOTIFY_MESSAGE_NOT_EXISTS: e(1002027000, '站内信不存在'),
  NOTIFY_SEND_TEMPLATE_PARAM_MISS: e(1002028000, '模板参数({})缺失'),
  /** Ours: the rendered message is bounded (NOTIFY_MESSAGE_CONTENT_MAX). */
  NOTIFY_SEND_CONTENT_TOO_LONG: e(1002028001, '站内信内容过长：至多 {} 个字符'),
  /** Ours: the receiver must be a user of this tenant. */
  NOTIFY_SEND_USER_NOT_EXISTS: e(1002028002, '接收用户不存在'),
} as const;

/** Fills `{}` placeholders in order. */
export function formatMessage(template: string, ...args: unknown[]): string {
  let i = 0;
  return template.replace(/\{\}/g, () => (i < args.length ? String(args[i++]) : '{}'));
}

export const MenuErrors = {
  MENU_NAME_DUPLICATE: e(1002001000, '已经存在该名字的菜单'),
  MENU_PARENT_NOT_EXISTS: e(1002001001, '父菜单不存在'),
  MENU_PARENT_ERROR: e(1002001002, '不能设置自己为父菜单'),
  MENU_NOT_EXISTS: e(1002001003, '菜单不存在'),
  MENU_EXISTS_CHILDREN: e(1002001004, '存在子菜单，无法删除'),
  MENU_PARENT_NOT_DIR_OR_MENU: e(1002001005, '父菜单的类型必须是目录或者菜单'),
  /** Not in the reference server (its UI checks it); enforced here too. */
  MENU_PATH_MUST_START_WITH_SLASH: e(1002001006, '路由地址前端必须以 / 开头'),
  MENU_PATH_MUST_NOT_START_WITH_SLASH: e(1002001007, '路由地址前端不能以 / 开头'),
  MENU_PARENT_IS_CHILD: e(1002001008, '不能设置自己的子菜单为父菜单'),
} as const;

export const RoleErrors = {
  ROLE_NOT_EXISTS: e(1002002000, '角色不存在'),
  ROLE_NAME_DUPLICATE: e(1002002001, '已经存在名为【{}】的角色'),
  ROLE_CODE_DUPLICATE: e(1002002002, '已经存在编码为【{}】的角色'),
  ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE: e(1002002003, '不能操作类型为系统内置的角色'),
  ROLE_IS_DISABLE: e(1002002004, '名字为【{}】的角色已被禁用'),
  ROLE_ADMIN_CODE_ERROR: e(1002002005, '编码【{}】不能使用'),
} as const;

export const DeptErrors = {
  DEPT_NAME_DUPLICATE: e(1002004000, '已经存在该名字的部门'),
  DEPT_PARENT_NOT_EXITS: e(1002004001, '父级部门不存在'),
  DEPT_NOT_FOUND: e(1002004002, '当前部门不存在'),
  DEPT_EXITS_CHILDREN: e(1002004003, '存在子部门，无法删除'),
  DEPT_PARENT_ERROR: e(1002004004, '不能设置自己为父部门'),
  DEPT_EXISTS_USER: e(1002004005, '部门中存在员工，无法删除'),
  DEPT_NOT_ENABLE: e(1002004006, '部门不处于开启状态，不允许选择'),
  DEPT_PARENT_IS_CHILD: e(1002004007, '不能设置自己的子部门为父部门'),
} as const;

export const PostErrors = {
  POST_NOT_FOUND: e(1002005000, '当前岗位不存在'),
  POST_NOT_ENABLE: e(1002005001, '岗位({}) 不处于开启状态，不允许选择'),
  POST_NAME_DUPLICATE: e(1002005002, '已经存在该名字的岗位'),
  POST_CODE_DUPLICATE: e(1002005003, '已经存在该标识的岗位'),
  /** Not in the reference at the pinned commit: posts assigned to users are kept. */
  POST_IS_ASSIGNED: e(1002005004, '岗位已分配给用户，无法删除'),
} as const;

/**
 * 敏感词 (devtools reference §7.2). The numbers are the reference's; the messages are ours: its texts
 * (系统敏感词在所有标签中都不存在 / 系统敏感词已在标签中存在) speak of tags where the rule is about the word.
 */
export const SensitiveWordErrors = {
  SENSITIVE_WORD_NOT_EXISTS: e(1002019000, '敏感词不存在'),
  SENSITIVE_WORD_EXISTS: e(1002019001, '敏感词【{}】已存在'),
} as const;

export const TenantPackageErrors = {
  TENANT_PACKAGE_NOT_EXISTS: e(1002016000, '租户套餐不存在'),
  TENANT_PACKAGE_USED: e(1002016001, '租户正在使用该套餐，请给租户重新设置套餐后再尝试删除'),
  TENANT_PACKAGE_DISABLE: e(1002016002, '名字为【{}】的租户套餐已被禁用'),
  /** Upstream's later code (TENANT_PACKAGE_NAME_DUPLICATE). */
  TENANT_PACKAGE_NAME_DUPLICATE: e(1002016003, '已经存在该名字的租户套餐'),
} as const;

/** 错误码管理 (devtools reference §6.2). */
export const ErrorCodeErrors = {
  ERROR_CODE_NOT_EXISTS: e(1002017000, '错误码不存在'),
  /** The reference raises it without its parameter (a literal `{}`); ours names the code. */
  ERROR_CODE_DUPLICATE: e(1002017001, '已经存在编码为【{}】的错误码'),
} as const;

export const NoticeErrors = {
  NOTICE_NOT_FOUND: e(1002008001, '当前通知公告不存在'),
} as const;

export const ConfigErrors = {
  CONFIG_NOT_EXISTS: e(1001000001, '参数配置不存在'),
  CONFIG_KEY_DUPLICATE: e(1001000002, '参数配置 key 重复'),
  CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE: e(1001000003, '不能删除类型为系统内置的参数配置'),
  CONFIG_GET_VALUE_ERROR_IF_VISIBLE: e(1001000004, '获取参数配置失败，原因：不允许获取不可见配置'),
} as const;

/** Scheduled jobs (reference §6, infra 1-001-001-xxx). */
export const JobErrors = {
  JOB_NOT_EXISTS: e(1001001000, '定时任务不存在'),
  JOB_HANDLER_EXISTS: e(1001001001, '定时任务的处理器已经存在'),
  JOB_CHANGE_STATUS_INVALID: e(1001001002, '只允许修改为开启或者关闭状态'),
  JOB_CHANGE_STATUS_EQUALS: e(1001001003, '定时任务已经处于该状态，无需修改'),
  JOB_UPDATE_ONLY_NORMAL_STATUS: e(1001001004, '只有开启状态的任务，才可以修改'),
  JOB_CRON_EXPRESSION_VALID: e(1001001005, 'CRON 表达式不正确'),
  // Not in the reference: the original has no handler registry to check against.
  JOB_HANDLER_NOT_EXISTS: e(1001001006, '定时任务的处理器【{}】不存在'),
  JOB_LOG_NOT_EXISTS: e(1001001100, '定时任务日志不存在'),
} as const;

/** Data source configs (devtools reference §3, infra 1-001-007-xxx). */
export const DataSourceConfigErrors = {
  DATA_SOURCE_CONFIG_NOT_EXISTS: e(1001007000, '数据源配置不存在'),
  DATA_SOURCE_CONFIG_NOT_OK: e(1001007001, '数据源配置不正确，无法进行连接'),
  // Not in the reference: its name is not unique there, and JDBC reads any URL its drivers know.
  DATA_SOURCE_CONFIG_NAME_DUPLICATE: e(1001007002, '数据源名称已存在'),
  DATA_SOURCE_CONFIG_URL_INVALID: e(1001007003, '数据源连接不正确：{}'),
} as const;

/**
 * Monitors (not in the reference: infra 1-001-008-xxx). The original's Redis monitor (/infra/redis/*) reads a Redis this
 * stack does not have; its calls are answered with REDIS_NOT_AVAILABLE, not a 404.
 */
export const MonitorErrors = {
  REDIS_NOT_AVAILABLE: e(1001008000, '本系统没有 Redis：缓存保存在各服务进程的内存中，请在【缓存监控】中查看'),
  CACHE_NOT_EXISTS: e(1001008001, '缓存【{}】不存在'),
  DB_MONITOR_TIMEOUT: e(1001008002, '数据库监控的查询未能在 {} 毫秒内完成（数据库正忙或表被锁定），请稍后重试'),
} as const;

/** API error log (reference §6, infra 1-001-002-xxx). */
export const ApiErrorLogErrors = {
  API_ERROR_LOG_NOT_FOUND: e(1001002000, 'API 错误日志不存在'),
  API_ERROR_LOG_PROCESSED: e(1001002001, 'API 错误日志已处理'),
  // Not in the reference: its access log has no detail route.
  API_ACCESS_LOG_NOT_FOUND: e(1001002100, 'API 访问日志不存在'),
} as const;

/** Lawyer qualification audit (not in the reference: the fork's own module, codes 1-050-001-xxx). */
export const LawyerErrors = {
  LAWYER_NOT_EXISTS: e(1050001000, '律师申请不存在'),
  LAWYER_ALREADY_DECIDED: e(1050001001, '该申请已由【{}】于 {} 审核为「{}」，无需重复处理'),
  LAWYER_CHANGED: e(1050001002, '申请人已更新申请内容，请刷新后重新审核'),
  LAWYER_LICENCE_PENDING: e(1050001003, '该执业证号的申请正在审核中，请勿重复提交'),
  LAWYER_LICENCE_APPROVED: e(1050001004, '该执业证号的申请已通过审核'),
  LAWYER_IDENTITY_MISMATCH: e(1050001005, '执业证号已被其他身份证号的申请使用'),
  LAWYER_REJECT_REASON_REQUIRED: e(1050001006, '驳回时必须填写原因'),
} as const;

/** 代码生成 (devtools reference §2.12; the original numbers them 1-003-001-xxx). */
export const CodegenErrors = {
  CODEGEN_TABLE_EXISTS: e(1003001000, '表定义已经存在'),
  CODEGEN_IMPORT_TABLE_NULL: e(1003001001, '导入的表不存在'),
  CODEGEN_IMPORT_COLUMNS_NULL: e(1003001002, '导入的字段不存在'),
  CODEGEN_TABLE_NOT_EXISTS: e(1003001004, '表定义不存在'),
  CODEGEN_COLUMN_NOT_EXISTS: e(1003001005, '字段义不存在'),
  CODEGEN_SYNC_NONE_CHANGE: e(1003001007, '同步失败，不存在改变'),
  CODEGEN_TABLE_INFO_TABLE_COMMENT_IS_NULL: e(1003001008, '数据库的表注释未填写'),
  /** Ours: a column posted with an update that is not one of the definition's. */
  CODEGEN_COLUMN_NOT_IN_TABLE: e(1003001010, '字段({})不属于该表定义'),
  /** Ours: the admin scene puts the page under a menu (the original's 400 上级菜单不能为空). */
  CODEGEN_PARENT_MENU_REQUIRED: e(1003001011, '上级菜单不能为空'),
  /** Ours: more columns than the generator takes. */
  CODEGEN_TOO_MANY_COLUMNS: e(1003001012, '表的字段过多（最多 {} 个）'),
  /** Ours: get/update/delete and the export's batches address rows by a numeric `id`. */
  CODEGEN_PRIMARY_KEY_UNSUPPORTED: e(1003001013, '生成代码需要名为 id 的整数主键'),
  /** Ours: a module, business or class name that cannot become an identifier, folder or URL (codegen/names.ts). */
  CODEGEN_TABLE_NAME_INVALID: e(1003001020, '表({})的{}({})不可用：{}'),
  /** Ours: a column whose property name cannot become an identifier, or repeats another column's. */
  CODEGEN_COLUMN_NAME_INVALID: e(1003001021, '字段({})的属性名({})不可用：{}'),
  /** Ours: a generated name or file that would clash with one the repository or the generated code already has. */
  CODEGEN_NAME_CONFLICT: e(1003001022, '生成代码的{}与{}冲突，请修改类名称、模块名或表名'),
  /** Ours: a table without a primary key (the original makes its first column the key). */
  CODEGEN_PRIMARY_KEY_MISSING: e(1003001023, '表没有主键，无法生成代码：请先为表加一个名为 id 的整数主键'),
  /** Ours: get/update/delete address one row by one key column. */
  CODEGEN_PRIMARY_KEY_COMPOSITE: e(1003001024, '表的主键由多个字段组成（{}），无法生成代码：生成的模块按一个名为 id 的整数主键读写'),
  /** Ours: a NOT NULL column without a default whose type the module cannot represent (so no create could work). */
  CODEGEN_COLUMN_TYPE_UNSUPPORTED: e(1003001025, '字段({})不能为空且没有默认值，但其类型无法生成：{}'),
} as const;
