import { useLocale, useT } from '@pmc/i18n/react';
import { Empty } from '@pmc/ui';
import { Skeleton } from '@pmc/widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '../../app/queries.ts';
// The charts demo's ECharts (tree-shaken `echarts/core`): one chunk for both pages, loaded by neither
// /login nor /home's first paint.
import { signInsPerDayOption, themeColours } from '../extend/charts-demo/chart-options.ts';
import { EChart } from '../extend/charts-demo/echart.tsx';
import { homeMessages as m } from './messages.ts';
import { WithQueries } from './with-queries.tsx';

export const SIGN_IN_DAYS = 14;

function Chart() {
  const t = useT();
  const { locale } = useLocale();
  const series = useQuery(queries.workbench.signInsPerDay({ days: SIGN_IN_DAYS }));
  const colours = useMemo(() => themeColours(), []);
  const option = useMemo(
    () =>
      signInsPerDayOption(
        series.data?.list ?? [],
        { success: t(m.signInsSuccess), failure: t(m.signInsFailure) },
        colours,
      ),
    [series.data, t, colours],
  );
  if (series.isPending) return <Skeleton rows={6} />;
  const list = series.data?.list ?? [];
  if (list.every((d) => d.success + d.failure === 0))
    return <Empty description={t(m.noSignIns, { days: SIGN_IN_DAYS })} />;
  return (
    <EChart
      option={option}
      label={t(m.signIns, { days: SIGN_IN_DAYS })}
      locale={locale === 'en' ? 'EN' : 'ZH'}
      height={260}
      testId="sign-in-chart"
    />
  );
}

/** Sign-ins per day over the last 14 days (within the caller's data scope), as two lines. */
export default function SignInChart() {
  return (
    <WithQueries>
      <Chart />
    </WithQueries>
  );
}
