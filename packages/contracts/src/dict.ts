/** Dictionary type codes the console uses (spec §3), plus the lawyer-audit ones. */
export const DICT_TYPE = {
  USER_TYPE: 'user_type',
  COMMON_STATUS: 'common_status',
  SYSTEM_USER_SEX: 'system_user_sex',
  SYSTEM_MENU_TYPE: 'system_menu_type',
  SYSTEM_ROLE_TYPE: 'system_role_type',
  SYSTEM_DATA_SCOPE: 'system_data_scope',
  SYSTEM_NOTICE_TYPE: 'system_notice_type',
  SYSTEM_OPERATE_TYPE: 'system_operate_type',
  SYSTEM_LOGIN_TYPE: 'system_login_type',
  SYSTEM_LOGIN_RESULT: 'system_login_result',
  SYSTEM_SMS_CHANNEL_CODE: 'system_sms_channel_code',
  SYSTEM_SOCIAL_TYPE: 'system_social_type',
  SYSTEM_SMS_TEMPLATE_TYPE: 'system_sms_template_type',
  SYSTEM_SMS_SEND_STATUS: 'system_sms_send_status',
  SYSTEM_SMS_RECEIVE_STATUS: 'system_sms_receive_status',
  SYSTEM_MAIL_SEND_STATUS: 'system_mail_send_status',
  SYSTEM_NOTIFY_TEMPLATE_TYPE: 'system_notify_template_type',
  SYSTEM_ERROR_CODE_TYPE: 'system_error_code_type',
  SYSTEM_OAUTH2_GRANT_TYPE: 'system_oauth2_grant_type',
  INFRA_BOOLEAN_STRING: 'infra_boolean_string',
  INFRA_REDIS_TIMEOUT_TYPE: 'infra_redis_timeout_type',
  INFRA_JOB_STATUS: 'infra_job_status',
  INFRA_JOB_LOG_STATUS: 'infra_job_log_status',
  INFRA_API_ERROR_LOG_PROCESS_STATUS: 'infra_api_error_log_process_status',
  INFRA_CONFIG_TYPE: 'infra_config_type',
  INFRA_CODEGEN_TEMPLATE_TYPE: 'infra_codegen_template_type',
  INFRA_CODEGEN_SCENE: 'infra_codegen_scene',
  INFRA_FILE_STORAGE: 'infra_file_storage',
  BPM_MODEL_CATEGORY: 'bpm_model_category',
  BPM_MODEL_FORM_TYPE: 'bpm_model_form_type',
  BPM_TASK_ASSIGN_RULE_TYPE: 'bpm_task_assign_rule_type',
  BPM_PROCESS_INSTANCE_STATUS: 'bpm_process_instance_status',
  BPM_PROCESS_INSTANCE_RESULT: 'bpm_process_instance_result',
  BPM_TASK_ASSIGN_SCRIPT: 'bpm_task_assign_script',
  BPM_OA_LEAVE_TYPE: 'bpm_oa_leave_type',
  PAY_CHANNEL_WECHAT_VERSION: 'pay_channel_wechat_version',
  PAY_CHANNEL_ALIPAY_SIGN_TYPE: 'pay_channel_alipay_sign_type',
  PAY_CHANNEL_ALIPAY_MODE: 'pay_channel_alipay_mode',
  PAY_CHANNEL_ALIPAY_SERVER_TYPE: 'pay_channel_alipay_server_type',
  PAY_CHANNEL_CODE_TYPE: 'pay_channel_code_type',
  PAY_ORDER_NOTIFY_STATUS: 'pay_order_notify_status',
  PAY_ORDER_STATUS: 'pay_order_status',
  PAY_ORDER_REFUND_STATUS: 'pay_order_refund_status',
  PAY_REFUND_ORDER_STATUS: 'pay_refund_order_status',
  PAY_REFUND_ORDER_TYPE: 'pay_refund_order_type',
  LAWYER_AUDIT_STATUS: 'lawyer_audit_status',
  LAWYER_SPECIALTY: 'lawyer_specialty',
} as const;

export type DictColorType = '' | 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

/** One row of `GET /system/dict-data/list-all-simple`. */
export interface DictDataSimple {
  dictType: string;
  value: string;
  label: string;
  colorType: DictColorType;
  cssClass: string;
}

export const CommonStatus = { ENABLE: 0, DISABLE: 1 } as const;
