import { Type } from 'typebox';
import { Body, Id, Int32, Nullable, Paging, Text } from '../schema';

/** Quartz expressions are at most 32 characters (the column's length, as the reference). */
export const CRON_MAX_LENGTH = 32;

export { JobStatus } from '../codes';

export const JobRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  handlerName: Type.String(),
  handlerParam: Nullable(Type.String()),
  cronExpression: Type.String(),
  retryCount: Type.Integer(),
  retryInterval: Type.Integer(),
  monitorTimeout: Type.Integer(),
  createTime: Type.Integer(),
});

export const JobFilter = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 32 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  handlerName: Type.Optional(Type.String({ maxLength: 64 })),
});
export const JobPageQuery = Type.Object({ ...Paging, ...JobFilter.properties });

const MAX_MS = 24 * 3600 * 1000;
const jobFields = {
  name: Text({ minLength: 1, maxLength: 32, description: '任务名称' }),
  handlerParam: Type.Optional(Nullable(Text({ maxLength: 255, description: '处理器的参数' }))),
  cronExpression: Text({ minLength: 1, maxLength: CRON_MAX_LENGTH, description: 'CRON 表达式（Quartz：秒 分 时 日 月 周 [年]）' }),
  retryCount: Type.Integer({ minimum: 0, maximum: 10, description: '重试次数，0 为不重试' }),
  retryInterval: Type.Integer({ minimum: 0, maximum: MAX_MS, description: '重试间隔，单位毫秒' }),
  monitorTimeout: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_MS, description: '监控超时时间，单位毫秒；0 为不监控' }))),
};
export const JobCreate = Body({ ...jobFields, handlerName: Text({ minLength: 1, maxLength: 64, description: '处理器的名字' }) });
/** The handler of a job is fixed once created (the form shows it read-only); a posted one is ignored. */
export const JobUpdate = Body({ id: Id(), ...jobFields, handlerName: Type.Optional(Type.String({ maxLength: 64 })) });

export const JobStatusQuery = Type.Object({ id: Id(), status: Int32({ description: '状态：1 开启，2 暂停' }) });
export const NextTimesQuery = Type.Object({ id: Id(), count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5 })) });
export const CronPreviewQuery = Type.Object({
  cronExpression: Type.String({ minLength: 1, maxLength: 200 }),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5 })),
});
export const JobHandlerRow = Type.Object({ name: Type.String(), description: Type.String(), used: Type.Boolean() });
