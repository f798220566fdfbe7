import { lazy, type ReactElement, Suspense } from 'react';
import { PageLoading } from '../layout/PageLoading';

const AgentKpiReport = lazy(() => import('./AgentKpiReport'));
const ContactReasonReport = lazy(() => import('./ContactReasonReport'));
const SlaReport = lazy(() => import('./SlaReport'));
const HistorySessionReport = lazy(() => import('./HistorySessionReport'));
const OnlineDetailedList = lazy(() => import('./OnlineDetailedList'));
const SatisfactionReport = lazy(() => import('./SatisfactionReport'));
const SuggestionReport = lazy(() => import('./SuggestionReport'));
const PeriodReport = lazy(() => import('./PeriodReport').then((m) => ({ default: m.PeriodReport })));
const BreakdownReport = lazy(() => import('./BreakdownReport').then((m) => ({ default: m.BreakdownReport })));

const page = (element: ReactElement) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** The report routes of product.md §2 (and issue 36's contact reasons and SLA report, issue 37's suggested replies); App.tsx mounts them as guarded custom routes. Charts load with the page. */
export const reportPages: { path: string; element: ReactElement }[] = [
  { path: '/agentKpiReport', element: page(<AgentKpiReport />) },
  { path: '/contactReasonReport', element: page(<ContactReasonReport />) },
  { path: '/slaReport', element: page(<SlaReport />) },
  { path: '/historySessionReport', element: page(<HistorySessionReport />) },
  { path: '/OnlineDetailedList', element: page(<OnlineDetailedList />) },
  { path: '/satisfactionReport', element: page(<SatisfactionReport />) },
  { path: '/sessionDayReport', element: page(<PeriodReport key="day" period="day" />) },
  { path: '/sessionDetailReport', element: page(<BreakdownReport key="channel" by="channel" />) },
  { path: '/sessionMonthReport', element: page(<PeriodReport key="month" period="month" />) },
  { path: '/sessionStatisticsReport', element: page(<BreakdownReport key="group" by="group" />) },
  { path: '/sessionWeekReport', element: page(<PeriodReport key="week" period="week" />) },
  { path: '/suggestionReport', element: page(<SuggestionReport />) },
];
