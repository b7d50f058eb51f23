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

/** infra_file_storage: where a file configuration keeps the bytes. */
export const Storage = { DB: 1, LOCAL: 10, S3: 20 } as const;

/** system_role_type: 1 built-in, 2 custom. */
export const RoleType = { SYSTEM: 1, CUSTOM: 2 } as const;

/** system_data_scope: which departments' rows a role sees. */
export const DataScope = { ALL: 1, DEPT_CUSTOM: 2, DEPT_ONLY: 3, DEPT_AND_CHILD: 4, SELF: 5 } as const;
