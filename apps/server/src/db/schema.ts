import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are read as epoch milliseconds (see the driver type parsers) and written as Date. */
export type Timestamp = ColumnType<number, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<number | null, Date | string | null, Date | string | null>;
type DefaultTimestamp = ColumnType<number, Date | string | undefined, Date | string>;
/** jsonb columns: read as parsed JSON, written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;

export interface AuditColumns {
  creator: Generated<string>;
  createTime: DefaultTimestamp;
  updater: Generated<string>;
  updateTime: DefaultTimestamp;
}
export interface TenantColumn {
  /** Filled in by the tenant scope on insert (or given explicitly by platform code); never updated. */
  tenantId: ColumnType<number, number | undefined, never>;
}

export interface TenantPackageTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  status: Generated<number>;
  remark: Generated<string>;
  menuIds: Json<number[]>;
}
export interface TenantTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  contactUserId: number | null;
  contactName: string;
  contactMobile: string | null;
  status: Generated<number>;
  packageId: number;
  expireTime: Timestamp;
  accountCount: number;
}
/** A tenant's websites (migration 0030): platform data, not tenant-scoped. */
export interface TenantWebsiteTable {
  website: string;
  ownerTenantId: number;
  sort: Generated<number>;
}
export interface DeptTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  name: string;
  parentId: Generated<number>;
  sort: Generated<number>;
  leaderUserId: number | null;
  phone: string | null;
  email: string | null;
  status: Generated<number>;
}
export interface PostTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  code: string;
  name: string;
  sort: Generated<number>;
  status: Generated<number>;
  remark: string | null;
}
export interface UserTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  username: string;
  password: string;
  nickname: string;
  remark: string | null;
  deptId: number | null;
  postIds: Json<number[]>;
  email: Generated<string>;
  mobile: Generated<string>;
  sex: Generated<number>;
  avatar: Generated<string>;
  status: Generated<number>;
  loginIp: Generated<string>;
  loginDate: NullableTimestamp;
  loginFailCount: Generated<number>;
  lockedUntil: NullableTimestamp;
}
export interface UserPostTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  userId: number;
  postId: number;
}
export interface RoleTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  name: string;
  code: string;
  sort: Generated<number>;
  dataScope: Generated<number>;
  dataScopeDeptIds: Json<number[]>;
  status: Generated<number>;
  type: Generated<number>;
  remark: string | null;
}
export interface UserRoleTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  userId: number;
  roleId: number;
}
export interface MenuTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  permission: Generated<string>;
  type: number;
  sort: Generated<number>;
  parentId: Generated<number>;
  path: Generated<string>;
  icon: Generated<string>;
  component: string | null;
  status: Generated<number>;
  visible: Generated<boolean>;
  keepAlive: Generated<boolean>;
  componentName: Generated<string>;
  alwaysShow: Generated<boolean>;
}
export interface RoleMenuTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  roleId: number;
  menuId: number;
}
export interface DictTypeTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  type: string;
  status: Generated<number>;
  remark: string | null;
}
export interface DictDataTable extends AuditColumns {
  id: Generated<number>;
  sort: Generated<number>;
  label: string;
  value: string;
  dictType: string;
  status: Generated<number>;
  colorType: Generated<string>;
  cssClass: Generated<string>;
  remark: string | null;
}
export interface ConfigTable extends AuditColumns {
  id: Generated<number>;
  category: string;
  type: number;
  name: string;
  configKey: string;
  value: string;
  visible: Generated<boolean>;
  remark: string | null;
}
/** system_error_code (migration 0027): global. */
export interface ErrorCodeTable extends AuditColumns {
  id: Generated<number>;
  type: number;
  applicationName: string;
  code: number;
  message: string;
  memo: Generated<string>;
}
export interface JobTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  status: number;
  handlerName: string;
  handlerParam: string | null;
  cronExpression: string;
  retryCount: Generated<number>;
  retryInterval: Generated<number>;
  monitorTimeout: Generated<number>;
}
export interface JobLogTable extends AuditColumns {
  id: Generated<number>;
  jobId: number;
  handlerName: string;
  handlerParam: string | null;
  executeIndex: Generated<number>;
  beginTime: Timestamp;
  endTime: NullableTimestamp;
  duration: number | null;
  status: number;
  result: Generated<string>;
  queueJobId: string | null;
  fireTime: NullableTimestamp;
}
/** The request as both API logs keep it (migration 0009). */
interface ApiRequestColumns {
  id: Generated<number>;
  traceId: Generated<string>;
  userId: Generated<number>;
  userType: Generated<number>;
  applicationName: Generated<string>;
  requestMethod: Generated<string>;
  requestUrl: Generated<string>;
  requestParams: Generated<string>;
  userIp: Generated<string>;
  userAgent: Generated<string>;
}
export interface ApiAccessLogTable extends AuditColumns, TenantColumn, ApiRequestColumns {
  operateModule: Generated<string>;
  operateName: Generated<string>;
  operateType: Generated<number>;
  beginTime: Timestamp;
  endTime: Timestamp;
  duration: number;
  resultCode: Generated<number>;
  resultMsg: Generated<string>;
}
export interface ApiErrorLogTable extends AuditColumns, TenantColumn, ApiRequestColumns {
  exceptionTime: Timestamp;
  exceptionName: Generated<string>;
  exceptionMessage: Generated<string>;
  exceptionRootCauseMessage: Generated<string>;
  exceptionStackTrace: Generated<string>;
  exceptionClassName: Generated<string>;
  exceptionFileName: Generated<string>;
  exceptionMethodName: Generated<string>;
  exceptionLineNumber: Generated<number>;
  processStatus: Generated<number>;
  processTime: NullableTimestamp;
  processUserId: number | null;
}
export interface LoginLogTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  logType: number;
  traceId: Generated<string>;
  userId: Generated<number>;
  userType: Generated<number>;
  username: Generated<string>;
  result: number;
  userIp: string;
  userAgent: string;
}
export interface OperateLogTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  traceId: Generated<string>;
  userId: number;
  userType: Generated<number>;
  module: string;
  name: string;
  type: Generated<number>;
  content: Generated<string>;
  exts: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  requestMethod: Generated<string>;
  requestUrl: Generated<string>;
  userIp: Generated<string>;
  userAgent: Generated<string>;
  javaMethod: Generated<string>;
  javaMethodArgs: Generated<string>;
  startTime: Timestamp;
  duration: number;
  resultCode: Generated<number>;
  resultMsg: Generated<string>;
  resultData: Generated<string>;
}
export interface RefreshTokenTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  userId: number;
  userType: Generated<number>;
  tokenHash: string;
  familyId: string;
  clientId: Generated<string>;
  scopes: string | null;
  expiresTime: Timestamp;
  rotatedTime: NullableTimestamp;
  revoked: Generated<boolean>;
}
export interface AccessTokenTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  userId: number;
  userType: Generated<number>;
  tokenHash: string;
  /** Null for a client-credentials token (no refresh token). */
  refreshTokenId: number | null;
  familyId: string;
  clientId: Generated<string>;
  scopes: string | null;
  expiresTime: Timestamp;
  loginUser: Json<LoginUserSnapshot>;
}
/** Who the token belongs to and what they may do, as fixed at issue time. */
export interface LoginUserSnapshot {
  username: string;
  nickname: string;
  deptId: number | null;
  roles: string[];
  permissions: string[];
  /** Menus (directories, pages, buttons) the user may see; list-menus answers from these. */
  menuIds: number[];
  superAdmin: boolean;
  /** Which dept-owned rows the user reaches (reference §2.10), resolved to dept ids at issue time. */
  dataScope: DataScopeSnapshot;
}
export interface DataScopeSnapshot {
  /** A role with scope 1 (all data). */
  all: boolean;
  /** Depts whose rows are visible (scopes 2, 3, 4 resolved). */
  deptIds: number[];
  /** Own rows visible (scope 5, or no role at all). */
  self: boolean;
}
export interface CaptchaTable {
  token: string;
  pointX: number;
  pointY: number;
  secretKey: string;
  expiresTime: Timestamp;
  verificationHash: string | null;
  verificationExpiresTime: NullableTimestamp;
  createTime: DefaultTimestamp;
}
export interface RateLimitTable {
  key: string;
  /** Epoch ms of the last accepted hits, oldest first, at most the limit's number of them. */
  hits: number[];
  /** Whether the latest hit was accepted. */
  allowed: boolean;
  /** When the newest hit leaves its window: the row means nothing after that. */
  expireTime: Timestamp;
}
export interface SmsCodeTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  mobile: string;
  code: string;
  createIp: Generated<string>;
  scene: number;
  todayIndex: number;
  used: Generated<boolean>;
  usedTime: NullableTimestamp;
  usedIp: string | null;
}

export interface SmsChannelTable extends AuditColumns {
  id: Generated<number>;
  signature: string;
  code: string;
  status: Generated<number>;
  remark: string | null;
  apiKey: Generated<string>;
  apiSecret: string | null;
  callbackUrl: string | null;
}

export interface SmsTemplateTable extends AuditColumns {
  id: Generated<number>;
  type: number;
  status: Generated<number>;
  code: string;
  name: string;
  content: string;
  /** JSON array of the content's {param} names. */
  params: Generated<string>;
  remark: string | null;
  apiTemplateId: string;
  channelId: number;
  channelCode: string;
}

export interface SmsLogTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  channelId: number;
  channelCode: string;
  templateId: number;
  templateCode: string;
  templateType: number;
  templateContent: string;
  /** JSON object of the parameters sent. */
  templateParams: Generated<string>;
  apiTemplateId: string;
  mobile: string;
  userId: number | null;
  userType: number | null;
  sendStatus: Generated<number>;
  sendTime: NullableTimestamp;
  apiSendCode: string | null;
  apiSendMsg: string | null;
  apiRequestId: string | null;
  apiSerialNo: string | null;
  receiveStatus: Generated<number>;
  receiveTime: NullableTimestamp;
  apiReceiveCode: string | null;
  apiReceiveMsg: string | null;
}

export interface MailAccountTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  mail: string;
  username: string;
  /** Sealed (platform/secret-box.ts). */
  password: string;
  host: string;
  port: number;
  sslEnable: boolean;
  starttlsEnable: boolean;
}

export interface MailTemplateTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  name: string;
  code: string;
  accountId: number;
  nickname: string | null;
  title: string;
  content: string;
  /** JSON array of the `{param}` names. */
  params: Generated<string>;
  status: number;
  remark: string | null;
}

export interface MailLogTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  userId: number | null;
  userType: number | null;
  toMails: string[];
  ccMails: Generated<string[]>;
  bccMails: Generated<string[]>;
  accountId: number;
  fromMail: string;
  templateId: number;
  templateCode: string;
  templateNickname: string | null;
  templateTitle: string;
  templateContent: string;
  /** JSON object of the parameters sent. */
  templateParams: Generated<string>;
  sendStatus: Generated<number>;
  sendTime: NullableTimestamp;
  sendMessageId: string | null;
  sendException: string | null;
}

export interface NotifyTemplateTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  name: string;
  code: string;
  nickname: string;
  content: string;
  type: number;
  /** JSON array of the `{param}` names. */
  params: Generated<string>;
  status: number;
  remark: string | null;
}

export interface NotifyMessageTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  userId: number;
  userType: number;
  templateId: number;
  templateCode: string;
  templateNickname: string;
  /** The rendered text (never markup). */
  templateContent: string;
  templateType: number;
  /** JSON object of the parameters sent. */
  templateParams: Generated<string>;
  readStatus: Generated<boolean>;
  readTime: NullableTimestamp;
}

export interface NoticeTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  title: string;
  content: string;
  type: number;
  status: Generated<number>;
}
export interface FileTable extends AuditColumns {
  id: Generated<number>;
  configId: number | null;
  name: Generated<string>;
  path: string;
  url: string;
  type: string | null;
  size: number;
}
export interface FilePresignTable {
  id: Generated<number>;
  configId: number;
  path: string;
  expireTime: Timestamp;
  creator: Generated<string>;
  createTime: Generated<Timestamp>;
}
export interface ServerProcessTable {
  instanceId: string;
  host: string;
  pid: number;
  nodeVersion: string;
  startedAt: Timestamp;
  heartbeatAt: Timestamp;
  stats: ColumnType<Record<string, unknown>, string, string>;
}
export interface FileConfigTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  storage: number;
  remark: string | null;
  master: Generated<boolean>;
  config: ColumnType<Record<string, unknown>, string, string>;
}
/** A database other than the console's own (migration 0024); `password` is sealed (platform/secret-box.ts). */
export interface DataSourceConfigTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  url: string;
  username: string;
  password: string;
}
/** 敏感词 (migration 0028): global, as the reference's. */
export interface SensitiveWordTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  description: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  status: Generated<number>;
}
export interface FileContentTable extends AuditColumns {
  id: Generated<number>;
  configId: Generated<number>;
  path: string;
  content: Buffer;
}

/** Users per (tenant, dept), kept by triggers (migration 0004); dept 0 counts users without a dept. */
export interface UserDeptCountTable {
  tenantId: number;
  deptId: number;
  userCount: number;
}

export interface LawyerTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  name: string;
  sex: number;
  mobile: string;
  idCard: string;
  licenceNo: string;
  lawFirm: string;
  province: string;
  city: string;
  practiceStartYear: number;
  /** lawyer_specialty dictionary values. */
  specialties: Json<string[]>;
  biography: Generated<string>;
  licencePhotoUrl: string;
  idCardFrontUrl: string;
  idCardBackUrl: string;
  status: Generated<number>;
  submitTime: DefaultTimestamp;
  submitCount: Generated<number>;
  version: Generated<number>;
  auditUserId: number | null;
  auditUserName: string | null;
  auditTime: NullableTimestamp;
  auditReason: string | null;
}
export interface LawyerRecordTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  lawyerId: number;
  /** LawyerAction. */
  action: number;
  /** The application's status after the action. */
  status: number;
  reason: string | null;
  operatorId: number | null;
  operatorName: Generated<string>;
}

export interface TableRowCountTable {
  tableName: string;
  rowCount: number;
}

export interface SecretTable {
  name: string;
  value: Uint8Array;
  createTime: Generated<number>;
}

export interface SocialClientTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  socialType: number;
  userType: Generated<number>;
  clientId: string;
  clientSecret: string;
  agentId: string | null;
  status: Generated<number>;
}

export interface SocialStateTable extends TenantColumn {
  state: string;
  socialType: number;
  redirectUri: string;
  expiresTime: Timestamp;
  createTime: DefaultTimestamp;
}

export interface SocialUserTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  type: number;
  openid: string;
  token: string | null;
  rawTokenInfo: string | null;
  nickname: Generated<string>;
  avatar: string | null;
  rawUserInfo: string | null;
  code: string | null;
  state: string | null;
}

export interface SocialUserBindTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  userId: number;
  userType: Generated<number>;
  socialType: number;
  socialUserId: number;
}

/** JSON arrays are stored as text, as the reference does (`["user.read"]`). */
export interface OAuth2ClientTable extends AuditColumns {
  id: Generated<number>;
  clientId: string;
  secret: string;
  name: string;
  logo: string;
  description: string | null;
  status: Generated<number>;
  accessTokenValiditySeconds: number;
  refreshTokenValiditySeconds: number;
  redirectUris: string;
  authorizedGrantTypes: string;
  scopes: string;
  autoApproveScopes: string;
  authorities: string;
  resourceIds: string;
  additionalInformation: string | null;
}
/** The tenants a client may be used in (granted by the platform); not a tenant table: the platform manages it. */
export interface OAuth2ClientTenantTable {
  clientId: number;
  tenantId: number;
}
export interface OAuth2CodeTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  userId: number;
  userType: Generated<number>;
  codeHash: string;
  clientId: string;
  scopes: string;
  redirectUri: string;
  state: string;
  codeChallenge: string | null;
  expiresTime: Timestamp;
  usedTime: NullableTimestamp;
  familyId: string | null;
}
export interface OAuth2ApproveTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  userId: number;
  userType: Generated<number>;
  clientId: string;
  scope: string;
  approved: boolean;
  expiresTime: Timestamp;
}

export interface PayMerchantTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  no: string;
  name: string;
  shortName: string;
  status: Generated<number>;
  remark: string | null;
}
export interface PayAppTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  name: string;
  status: Generated<number>;
  remark: string | null;
  payNotifyUrl: string;
  refundNotifyUrl: string;
  merchantId: number;
}

export interface PayChannelTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  code: string;
  status: Generated<number>;
  remark: string | null;
  feeRate: number;
  merchantId: number;
  appId: number;
  config: string;
}

export interface PayOrderTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  merchantId: number;
  appId: number;
  channelId: number | null;
  channelCode: string | null;
  merchantOrderId: string;
  subject: string;
  body: string;
  notifyUrl: string;
  notifyStatus: Generated<number>;
  amount: number;
  channelFeeRate: Generated<number>;
  channelFeeAmount: Generated<number>;
  status: Generated<number>;
  userIp: string;
  expireTime: Timestamp;
  successTime: NullableTimestamp;
  notifyTime: NullableTimestamp;
  successExtensionId: number | null;
  refundStatus: Generated<number>;
  refundTimes: Generated<number>;
  refundAmount: Generated<number>;
  channelUserId: string | null;
  channelOrderNo: string | null;
}

export interface PayOrderExtensionTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  no: string;
  orderId: number;
  channelId: number;
  channelCode: string;
  userIp: string;
  status: Generated<number>;
  channelExtras: string | null;
  channelNotifyData: string | null;
}

export interface PayRefundTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  no: string;
  merchantId: number;
  appId: number;
  channelId: number;
  channelCode: string;
  orderId: number;
  tradeNo: string;
  merchantOrderId: string;
  merchantRefundNo: string;
  notifyUrl: string;
  notifyStatus: Generated<number>;
  status: Generated<number>;
  type: number;
  payAmount: number;
  refundAmount: number;
  reason: string;
  userIp: string | null;
  channelOrderNo: string;
  channelRefundNo: string | null;
  channelErrorCode: string | null;
  channelErrorMsg: string | null;
  channelExtras: string | null;
  channelNotifyData: string | null;
  expireTime: NullableTimestamp;
  successTime: NullableTimestamp;
  notifyTime: NullableTimestamp;
}

export interface PayNotifyTaskTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  merchantId: number;
  appId: number;
  type: number;
  dataId: number;
  status: Generated<number>;
  merchantOrderId: string;
  nextNotifyTime: Timestamp;
  lastExecuteTime: NullableTimestamp;
  notifyTimes: Generated<number>;
  maxNotifyTimes: number;
  notifyUrl: string;
}

export interface PayNotifyLogTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  taskId: number;
  notifyTimes: number;
  request: string;
  response: string;
  status: number;
  duration: number;
}

export interface PayDemoOrderTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  userId: number;
  appId: number;
  spuId: number;
  spuName: string;
  price: number;
  payOrderId: number;
}

export interface BpmFormTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  name: string;
  status: Generated<number>;
  conf: string;
  fields: string;
  remark: string | null;
}

export interface BpmUserGroupTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  name: string;
  description: string;
  status: Generated<number>;
}

export interface BpmUserGroupMemberTable extends TenantColumn {
  groupId: number;
  userId: number;
}

export interface BpmModelTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  key: string;
  name: string;
  description: string | null;
  category: string | null;
  formType: number | null;
  formId: number | null;
  formCustomCreatePath: string | null;
  formCustomViewPath: string | null;
  bpmnXml: string | null;
}

export interface BpmProcessDefinitionTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  modelId: number;
  key: string;
  name: string;
  version: number;
  description: string | null;
  category: string | null;
  formType: number;
  formId: number | null;
  formConf: string | null;
  formFields: string | null;
  formCustomCreatePath: string | null;
  formCustomViewPath: string | null;
  bpmnXml: string;
  suspensionState: Generated<number>;
  deploymentTime: DefaultTimestamp;
}

export interface BpmTaskAssignRuleTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  modelId: number;
  processDefinitionId: Generated<number>;
  taskDefinitionKey: string;
  type: number;
  options: string;
}

export interface BpmProcessInstanceTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  processDefinitionId: number;
  name: string;
  category: string | null;
  startUserId: number;
  /** 1 running, 2 finished (bpm_process_instance_status). */
  status: Generated<number>;
  /** 1 处理中, 2 通过, 3 不通过, 4 已取消 (bpm_process_instance_result). */
  result: Generated<number>;
  endTime: NullableTimestamp;
  /** JSON object of the variables (form values). */
  formVariables: Generated<string>;
  businessKey: string | null;
  /** The engine's state after the last step (JSON in bpmn-engine's getState() shape, without the diagram); null once finished. */
  engineState: string | null;
  /** When the earliest timer of a waiting instance is due. */
  timerDueTime: NullableTimestamp;
}

export interface BpmTaskTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  processInstanceId: number;
  processDefinitionId: number;
  definitionKey: string;
  name: string;
  /** The engine's execution of the user task this row stands for. */
  executionId: string;
  assigneeUserId: number;
  result: Generated<number>;
  reason: string | null;
  endTime: NullableTimestamp;
  /** Sequential multi-instance: who approves after this assignee (JSON array), null otherwise. */
  nextAssigneeUserIds: string | null;
}

export interface BpmActivityTable extends TenantColumn {
  id: Generated<number>;
  processInstanceId: number;
  executionId: string;
  key: string;
  type: string;
  startTime: DefaultTimestamp;
  endTime: NullableTimestamp;
  /** The (first) task a user task's wait became. */
  taskId: number | null;
}

export interface BpmOaLeaveTable extends AuditColumns, TenantColumn {
  id: Generated<number>;
  userId: number;
  type: number;
  reason: string;
  startTime: Timestamp;
  endTime: Timestamp;
  day: number;
  result: Generated<number>;
  processInstanceId: number | null;
}

/** 代码生成: one definition per imported table (migration 0026). */
export interface CodegenTableTable extends AuditColumns {
  id: Generated<number>;
  dataSourceConfigId: number;
  scene: number;
  tableName: string;
  tableComment: string;
  remark: string | null;
  moduleName: string;
  businessName: string;
  className: string;
  classComment: string;
  author: string;
  templateType: number;
  /** 前端类型: CodegenFrontType (90, React + Ant Design). */
  frontType: Generated<number>;
  parentMenuId: number | null;
}
export interface CodegenColumnTable extends AuditColumns {
  id: Generated<number>;
  tableId: number;
  columnName: string;
  dataType: string;
  columnComment: string;
  nullable: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  ordinalPosition: number;
  javaType: string;
  javaField: string;
  dictType: Generated<string>;
  example: string | null;
  createOperation: boolean;
  updateOperation: boolean;
  listOperation: boolean;
  listOperationCondition: string;
  listOperationResult: boolean;
  htmlType: string;
  facts: ColumnType<CodegenColumnFacts, string | undefined, string>;
}
/** What an import read about a column beyond its type (db-schema/types.ts SchemaColumn); `{}` for rows imported before. */
export interface CodegenColumnFacts {
  dialect?: 'postgres' | 'mysql';
  /** The default as SQL of the source's dialect. */
  default?: string | null;
  identity?: 'always' | 'default' | null;
  generated?: string | null;
  enumValues?: string[] | null;
  elementType?: string | null;
}

export interface Database {
  system_secret: SecretTable;
  audit_lawyer: LawyerTable;
  audit_lawyer_record: LawyerRecordTable;
  table_row_count: TableRowCountTable;
  system_users_dept_count: UserDeptCountTable;
  system_notice: NoticeTable;
  infra_file: FileTable;
  infra_file_presign: FilePresignTable;
  infra_file_content: FileContentTable;
  infra_file_config: FileConfigTable;
  infra_data_source_config: DataSourceConfigTable;
  system_sensitive_word: SensitiveWordTable;
  infra_server_process: ServerProcessTable;
  system_tenant_package: TenantPackageTable;
  system_tenant: TenantTable;
  system_dept: DeptTable;
  system_post: PostTable;
  system_users: UserTable;
  system_user_post: UserPostTable;
  system_role: RoleTable;
  system_user_role: UserRoleTable;
  system_menu: MenuTable;
  system_tenant_website: TenantWebsiteTable;
  system_role_menu: RoleMenuTable;
  system_dict_type: DictTypeTable;
  system_dict_data: DictDataTable;
  infra_config: ConfigTable;
  system_error_code: ErrorCodeTable;
  infra_codegen_table: CodegenTableTable;
  infra_codegen_column: CodegenColumnTable;
  infra_job: JobTable;
  infra_job_log: JobLogTable;
  infra_api_access_log: ApiAccessLogTable;
  infra_api_error_log: ApiErrorLogTable;
  system_login_log: LoginLogTable;
  system_operate_log: OperateLogTable;
  system_oauth2_refresh_token: RefreshTokenTable;
  system_oauth2_access_token: AccessTokenTable;
  system_captcha: CaptchaTable;
  system_rate_limit: RateLimitTable;
  system_sms_code: SmsCodeTable;
  system_sms_channel: SmsChannelTable;
  system_sms_template: SmsTemplateTable;
  system_sms_log: SmsLogTable;
  system_mail_account: MailAccountTable;
  system_mail_template: MailTemplateTable;
  system_mail_log: MailLogTable;
  system_notify_template: NotifyTemplateTable;
  system_notify_message: NotifyMessageTable;
  system_social_client: SocialClientTable;
  system_social_state: SocialStateTable;
  system_social_user: SocialUserTable;
  system_social_user_bind: SocialUserBindTable;
  system_oauth2_client: OAuth2ClientTable;
  system_oauth2_client_tenant: OAuth2ClientTenantTable;
  system_oauth2_code: OAuth2CodeTable;
  system_oauth2_approve: OAuth2ApproveTable;
  pay_merchant: PayMerchantTable;
  pay_app: PayAppTable;
  pay_channel: PayChannelTable;
  pay_order: PayOrderTable;
  pay_order_extension: PayOrderExtensionTable;
  pay_refund: PayRefundTable;
  pay_notify_task: PayNotifyTaskTable;
  pay_notify_log: PayNotifyLogTable;
  pay_demo_order: PayDemoOrderTable;
  bpm_form: BpmFormTable;
  bpm_user_group: BpmUserGroupTable;
  bpm_user_group_member: BpmUserGroupMemberTable;
  bpm_model: BpmModelTable;
  bpm_process_definition: BpmProcessDefinitionTable;
  bpm_task_assign_rule: BpmTaskAssignRuleTable;
  bpm_process_instance: BpmProcessInstanceTable;
  bpm_task: BpmTaskTable;
  bpm_activity: BpmActivityTable;
  bpm_oa_leave: BpmOaLeaveTable;
}

/**
 * Tables that carry tenant_id. Every query through a tenant-bound handle is scoped to the tenant
 * automatically (see tenant-scope.ts); this list is the single source of that rule (extension modules add theirs
 * through platform/extension.ts before the first query).
 */
export const TENANT_TABLES: Set<string> = new Set([
  'system_dept',
  'system_post',
  'system_users',
  'system_users_dept_count',
  'system_user_post',
  'system_role',
  'system_user_role',
  'system_role_menu',
  'system_login_log',
  'system_operate_log',
  'infra_api_access_log',
  'infra_api_error_log',
  'system_oauth2_refresh_token',
  'system_oauth2_access_token',
  'system_sms_code',
  'system_sms_log',
  'system_mail_account',
  'system_mail_template',
  'system_mail_log',
  'system_notify_template',
  'system_notify_message',
  'system_social_state',
  'system_social_user',
  'system_social_user_bind',
  'system_oauth2_code',
  'system_oauth2_approve',
  'pay_merchant',
  'pay_app',
  'pay_channel',
  'pay_order',
  'pay_order_extension',
  'pay_refund',
  'pay_notify_task',
  'pay_notify_log',
  'pay_demo_order',
  'bpm_form',
  'bpm_user_group',
  'bpm_user_group_member',
  'bpm_model',
  'bpm_process_definition',
  'bpm_task_assign_rule',
  'bpm_process_instance',
  'bpm_task',
  'bpm_activity',
  'bpm_oa_leave',
  'system_notice',
  'audit_lawyer',
  'audit_lawyer_record',
]);

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
