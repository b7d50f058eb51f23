import { escapeLike } from '../../../platform/like';

interface RequestFilter {
  userId?: number;
  userType?: number;
  applicationName?: string;
  requestUrl?: string;
}

type Condition = ['userId' | 'userType', '=', number] | ['applicationName' | 'requestUrl', 'like', string];

/** The filters the access log and the error log share (who asked, from which application, which URL), as conditions. */
export function requestConditions(filter: RequestFilter): Condition[] {
  const conditions: Condition[] = [];
  if (filter.userId !== undefined) conditions.push(['userId', '=', filter.userId]);
  if (filter.userType !== undefined) conditions.push(['userType', '=', filter.userType]);
  if (filter.applicationName) conditions.push(['applicationName', 'like', `%${escapeLike(filter.applicationName)}%`]);
  if (filter.requestUrl) conditions.push(['requestUrl', 'like', `%${escapeLike(filter.requestUrl)}%`]);
  return conditions;
}
