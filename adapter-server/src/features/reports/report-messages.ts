import { addTranslations } from '../../http/i18n';
import { EARLIEST_DATE, MAX_RANGE_DAYS, OUT_OF_CALENDAR } from './report-filter';

/** The Chinese of the reports' own refusals (the platform translates by Accept-Language). */
addTranslations({
  'The end date must not be before the start date': '结束日期不能早于开始日期',
  'must not be before the start date': '不能早于开始日期',
  [`The date range may span at most ${MAX_RANGE_DAYS} days`]: `时间范围最多 ${MAX_RANGE_DAYS} 天`,
  [`must be within ${MAX_RANGE_DAYS} days of the start date`]: `必须在开始日期后 ${MAX_RANGE_DAYS} 天以内`,
  'is not a real date': '不是有效日期',
  [OUT_OF_CALENDAR]: `日期必须在 ${EARLIEST_DATE} 与今天之间`,
  [`must be between ${EARLIEST_DATE} and today`]: `必须在 ${EARLIEST_DATE} 与今天之间`,
  'is not a known time zone': '不是可识别的时区',
  'No such session': '会话不存在',
  'This visitor is already on the blacklist': '该访客已在黑名单中',
  'The visitor is on the blacklist now': '已将该访客加入黑名单',
});
