/**
 * Coded values both sides act on (dictionary values the server branches on and the screens show or send). Plain
 * constants, no schemas: the web app imports them as values.
 */

/** infra_job_status: 0 initialising, 1 normal (running), 2 paused. */
export const JobStatus = { INIT: 0, NORMAL: 1, STOP: 2 } as const;

/** infra_api_error_log_process_status: 0 not processed, 1 processed, 2 ignored. */
export const ProcessStatus = { INIT: 0, DONE: 1, IGNORE: 2 } as const;

/** infra_config_type: 1 built-in (protected), 2 custom. */
export const ConfigType = { SYSTEM: 1, CUSTOM: 2 } as const;

/** system_error_code_type: 1 registered by the server at start (自动生成), 2 edited by an administrator (手动编辑). */
export const ErrorCodeType = { AUTO: 1, MANUAL: 2 } as const;

/** infra_file_storage: where a file configuration keeps the bytes. */
export const Storage = { DB: 1, LOCAL: 10, FTP: 11, SFTP: 12, S3: 20 } as const;

/** An FTP config's connection mode (the original's hutool FtpMode names). */
export const FtpMode = { ACTIVE: 'Active', PASSIVE: 'Passive' } as const;

/** system_role_type: 1 built-in, 2 custom. */
export const RoleType = { SYSTEM: 1, CUSTOM: 2 } as const;

/** system_data_scope: which departments' rows a role sees. */
export const DataScope = { ALL: 1, DEPT_CUSTOM: 2, DEPT_ONLY: 3, DEPT_AND_CHILD: 4, SELF: 5 } as const;

// 代码生成 (devtools reference §2.2): the vocabulary of a table definition and its columns.
/** CodegenTemplateTypeEnum: 1 单表, 2 树表 (generates the same files as 1, as the original). */
export const CodegenTemplateType = { CRUD: 1, TREE: 2 } as const;
/** CodegenSceneEnum: 1 管理后台 (/admin-api, permissions), 2 用户 APP (/app-api, signed-in member). */
export const CodegenScene = { ADMIN: 1, APP: 2 } as const;
/** 前端类型 (dictionary infra_codegen_front_type): the one front end this generator writes, in the console's own style. */
export const CodegenFrontType = { REACT_ANTD: 90 } as const;

/** Form controls (CodegenColumnHtmlTypeEnum). The pinned UI also sends imageUpload/fileUpload, read as upload_*. */
export const HTML_TYPES = ['input', 'textarea', 'select', 'radio', 'checkbox', 'datetime', 'upload_image', 'upload_file', 'editor'] as const;
export type HtmlType = (typeof HTML_TYPES)[number];
/** Query conditions (CodegenColumnListConditionEnum). The pinned UI's 「<」 option sends `<>`, read as `<`. */
export const LIST_CONDITIONS = ['=', '!=', '>', '>=', '<', '<=', 'LIKE', 'BETWEEN'] as const;
export type ListCondition = (typeof LIST_CONDITIONS)[number];
/** The value kinds the edit page offers (Java类型 select). */
export const JAVA_TYPES = ['Long', 'String', 'Integer', 'Double', 'BigDecimal', 'Date', 'Boolean'] as const;
export type JavaType = (typeof JAVA_TYPES)[number];
