import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { calendarLocale } from './calendar-locale.ts';
import { useUiLocale } from './use-ui-locale.ts';

/**
 * The calendar of DatePicker and DateRangePicker: react-day-picker in the UI language. A chunk of its
 * own (see `OnDemandCalendar`), as react-day-picker and the date-fns it formats with weigh more than the
 * rest of a search form together.
 */
export default function DayCalendar(props: DayPickerProps) {
  return <DayPicker {...props} locale={calendarLocale(useUiLocale())} />;
}
