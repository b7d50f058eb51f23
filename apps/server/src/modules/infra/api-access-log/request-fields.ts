import type { ExcelColumn } from '../../../platform/excel';

/** The columns the access log and the error log both keep of a request (contracts' ApiRequestFields). */
export const REQUEST_COLUMNS = ['id', 'traceId', 'userId', 'userType', 'applicationName', 'requestMethod', 'requestUrl', 'requestParams', 'userIp', 'userAgent'] as const;

interface RequestRow {
  traceId: string;
  userId: number;
  userType: number;
  applicationName: string;
  requestMethod: string;
  requestUrl: string;
  requestParams: string;
  userIp: string;
}

/** Both logs' Excel columns of the request, from 链路追踪 to 用户 IP. */
export const REQUEST_EXCEL_COLUMNS: readonly ExcelColumn<RequestRow>[] = [
  { header: '链路追踪', value: (r) => r.traceId, width: 20 },
  { header: '用户编号', value: (r) => r.userId, width: 10 },
  { header: '用户类型', value: (r) => r.userType, width: 10 },
  { header: '应用名', value: (r) => r.applicationName, width: 16 },
  { header: '请求方法名', value: (r) => r.requestMethod, width: 10 },
  { header: '请求地址', value: (r) => r.requestUrl, width: 36 },
  { header: '请求参数', value: (r) => r.requestParams, width: 40 },
  { header: '用户 IP', value: (r) => r.userIp, width: 16 },
];
