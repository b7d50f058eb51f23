/**
 * The jobs a fresh install runs: housekeeping at night, server time (modules/infra/job/handlers.ts), and payment (modules/pay/jobs.ts).
 * Fixed ids, skipped when present or when a job already uses the handler: an administrator's changes stay.
 */
export const SEED_JOBS = [
  { id: 1, name: '清理登录日志', handlerName: 'loginLogCleanJob', handlerParam: '90', cronExpression: '0 10 2 * * ?' },
  { id: 2, name: '清理操作日志', handlerName: 'operateLogCleanJob', handlerParam: '90', cronExpression: '0 20 2 * * ?' },
  { id: 3, name: '清理任务日志', handlerName: 'jobLogCleanJob', handlerParam: '30', cronExpression: '0 30 2 * * ?' },
  { id: 4, name: '清理过期令牌', handlerName: 'tokenCleanJob', handlerParam: null, cronExpression: '0 40 2 * * ?' },
  { id: 5, name: '清理过期验证码', handlerName: 'captchaCleanJob', handlerParam: null, cronExpression: '0 0 * * * ?' },
  { id: 6, name: '清理限流计数', handlerName: 'rateLimitCleanJob', handlerParam: null, cronExpression: '0 50 2 * * ?' },
  { id: 7, name: '清理 API 访问日志', handlerName: 'accessLogCleanJob', handlerParam: '14', cronExpression: '0 0 3 * * ?' },
  { id: 8, name: '清理 API 错误日志', handlerName: 'errorLogCleanJob', handlerParam: '30', cronExpression: '0 10 3 * * ?' },
  { id: 9, name: '清理未引用的上传文件', handlerName: 'unusedFileCleanJob', handlerParam: '7', cronExpression: '0 20 3 * * ?' },
  // Payment: retries of merchant notifications (the first attempt is made at once), and closing unpaid orders.
  { id: 10, name: '支付通知', handlerName: 'payNotifyJob', handlerParam: null, cronExpression: '*/5 * * * * ?' },
  { id: 11, name: '支付订单过期', handlerName: 'payOrderExpireJob', handlerParam: null, cronExpression: '0 * * * * ?' },
  // Workflow: timer events of waiting instances.
  { id: 12, name: '工作流定时器', handlerName: 'bpmTimerJob', handlerParam: null, cronExpression: '*/5 * * * * ?' },
].map((job) => ({ ...job, status: 1, retryCount: 0, retryInterval: 0, monitorTimeout: 0 }));
