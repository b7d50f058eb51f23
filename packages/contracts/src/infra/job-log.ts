import { Type } from 'typebox';
import { Id, Nullable, Paging } from '../schema';

/** infra_job_log_status. */
export const JOB_LOG_STATUS = { RUNNING: 0, SUCCESS: 1, FAILURE: 2 } as const;

export const JobLogRow = Type.Object({
  id: Type.Integer(),
  jobId: Type.Integer(),
  handlerName: Type.String(),
  handlerParam: Nullable(Type.String()),
  executeIndex: Type.Integer(),
  beginTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  duration: Nullable(Type.Integer()),
  status: Type.Integer(),
  result: Type.String(),
  createTime: Type.Integer(),
});

const Day = Type.String({ maxLength: 30, description: 'yyyy-MM-dd（或 yyyy-MM-dd HH:mm:ss）' });
export const JobLogFilter = Type.Object({
  jobId: Type.Optional(Id('任务编号')),
  handlerName: Type.Optional(Type.String({ maxLength: 64 })),
  beginTime: Type.Optional(Day),
  endTime: Type.Optional(Day),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
});
export const JobLogPageQuery = Type.Object({ ...Paging, ...JobLogFilter.properties });
