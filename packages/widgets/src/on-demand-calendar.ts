import { widgetsMessages as m } from './messages.ts';
import { onDemand } from './on-demand.tsx';

/**
 * The date pickers' calendar, fetched the first time one opens: importing a picker (or the kit's
 * SearchForm and ListPage that hold one) then costs its text fields, not react-day-picker. Until it
 * arrives the popover shows a spinner beside the quick ranges; a failed fetch shows 加载失败 with 重试
 * there, while the typed days keep working.
 */
export const OnDemandCalendar = /* @__PURE__ */ onDemand(
  () => import('./day-calendar.tsx'),
  m.calendarLoading,
);
