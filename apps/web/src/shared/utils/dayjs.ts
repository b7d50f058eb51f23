// dayjs in the app's language: the one place the app imports dayjs as a value (lint keeps it so). A screen that
// formats dates or shows antd's date pickers imports this, so the locale is set whichever screen loads dayjs first,
// and dayjs is not part of screens that have no dates (the first screen among them).
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18n, type Language } from '@/shared/i18n/i18n';

const applyLanguage = (language: string) => dayjs.locale((language as Language) === 'en-US' ? 'en' : 'zh-cn');

applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export default dayjs;
export type { Dayjs } from 'dayjs';
