import { format } from 'date-fns';
import type { DayPickerLocale } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { zhTW } from 'react-day-picker/locale/zh-TW';

// English day buttons read "Sunday, January 2nd, 2000" by default, where the visible "2" is not a word
// of the name (axe's label-content-name-mismatch): name them with the plain day number instead.
const en: DayPickerLocale = {
  ...enUS,
  labels: {
    ...enUS.labels,
    labelDayButton: (date, modifiers) => {
      let label = format(date, 'EEEE, MMMM d, yyyy');
      if (modifiers.today) label = `Today, ${label}`;
      if (modifiers.selected) label = `${label}, selected`;
      return label;
    },
  },
};

// Each with DayPicker's own translated labels (前往下个月, 今天…), for the three UI languages only.
const LOCALES = { zh: zhCN, en, zhtw: zhTW } as const;

/** The calendar's locale (month names, weekdays, first day of the week, labels) for a UI language. */
export function calendarLocale(uiLocale: string): DayPickerLocale {
  return LOCALES[uiLocale as keyof typeof LOCALES] ?? zhCN;
}
