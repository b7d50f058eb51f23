import { templateParams } from '@console/contracts/sms';

/**
 * The SMS channel a fresh install sends through — the console channel, which delivers nothing and records each
 * message in the send log, so SMS sign-in works on one machine — and the templates of the reference's scenes on it.
 */
export const SEED_SMS_CHANNELS = [{ id: 1, signature: '控制台', code: 'CONSOLE', status: 0, remark: '本机：不发送短信，只记入短信日志', apiKey: '', apiSecret: null, callbackUrl: null }];

/** type 1 验证码, 2 通知 (dict system_sms_template_type). */
const template = (id: number, code: string, name: string, content: string, type = 1) => ({
  id,
  type,
  status: 0,
  code,
  name,
  content,
  params: JSON.stringify(templateParams(content)),
  remark: null,
  apiTemplateId: code,
  channelId: 1,
  channelCode: 'CONSOLE',
});

export const SEED_SMS_TEMPLATES = [
  template(1, 'admin-sms-login', '后台用户短信登录', '您的验证码是{code}，10 分钟内有效，请勿泄露给他人。'),
  template(2, 'user-sms-login', '会员用户短信登录', '您的登录验证码是{code}，10 分钟内有效。'),
  template(3, 'user-sms-reset-password', '会员用户修改密码', '您正在修改密码，验证码是{code}，10 分钟内有效。'),
  template(4, 'user-sms-update-mobile', '会员用户修改手机', '您正在修改手机号，验证码是{code}，10 分钟内有效。'),
  template(8, 'admin-reset-password', '后台用户忘记密码', '您正在重置密码，验证码是{code}，10 分钟内有效，请勿泄露给他人。'),
  // Workflow (reference pay-bpm §2.5): to a task's assignee, and to the starter when the process ends.
  template(5, 'bpm_task_assigned', '【工作流】任务被分配', '您收到了一条新的待办任务：{processInstanceName}-{taskName}，申请人：{startUserNickname}，处理链接：{detailUrl}', 2),
  template(6, 'bpm_process_instance_reject', '【工作流】流程被不通过', '您的流程被审批不通过：{processInstanceName}，原因：{reason}，查看链接：{detailUrl}', 2),
  template(7, 'bpm_process_instance_approve', '【工作流】流程被通过', '您的流程被审批通过：{processInstanceName}，查看链接：{detailUrl}', 2),
];
