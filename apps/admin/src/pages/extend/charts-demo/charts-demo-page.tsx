import { T, useLocale, useT } from '@pmc/i18n/react';
import { Empty, Spin, watchThemeTokens } from '@pmc/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { i18n } from '../../../app/i18n.ts';
import { queries } from '../../../app/queries.ts';
import { chartsDemoCatalog } from './catalog.ts';
import { signInsPerDayOption, themeColours, usersPerOrganizeOption } from './chart-options.ts';
import { EChart } from './echart.tsx';
import { chartsDemoMessages as m } from './messages.ts';

i18n.load(chartsDemoCatalog);

const DAYS = 14;

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-chart-card" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/**
 * 图表示例: users per organisation and sign-ins per day, from the server's two aggregate endpoints,
 * drawn with a tree-shaken Apache ECharts (SVG) in the theme's colours and the user's language.
 */
export default function ChartsDemoPage() {
  const t = useT();
  const { locale } = useLocale();
  const chartLocale = locale === 'en' ? 'EN' : 'ZH';
  const users = useQuery(queries.statistics.usersPerOrganize());
  const signIns = useQuery(queries.statistics.signInsPerDay({ days: DAYS }));
  // Canvas-drawn charts cannot read CSS variables: read the tokens again when the scheme or colour changes.
  const [colours, setColours] = useState(themeColours);
  useEffect(() => watchThemeTokens(() => setColours(themeColours())), []);
  const usersOption = useMemo(
    () => usersPerOrganizeOption(users.data?.list ?? [], t(m.users), colours),
    [users.data, t, colours],
  );
  const signInsOption = useMemo(
    () =>
      signInsPerDayOption(
        signIns.data?.list ?? [],
        { success: t(m.success), failure: t(m.failure) },
        colours,
      ),
    [signIns.data, t, colours],
  );
  const usersTitle = t(m.usersPerOrganize);
  const signInsTitle = t(m.signInsPerDay, { days: DAYS });
  return (
    <section className="admin-page admin-demo" data-testid="charts-demo">
      <h1>
        <T msg={m.title} />
      </h1>
      <p className="admin-muted">
        <T msg={m.intro} />
      </p>
      <div className="admin-chart-grid">
        <ChartCard title={usersTitle}>
          {users.isLoading ? (
            <Spin />
          ) : users.data?.list.length ? (
            <EChart option={usersOption} label={usersTitle} locale={chartLocale} testId="chart-users" />
          ) : (
            <Empty description={t(m.noData)} />
          )}
        </ChartCard>
        <ChartCard title={signInsTitle}>
          {signIns.isLoading ? (
            <Spin />
          ) : signIns.data ? (
            <EChart
              option={signInsOption}
              label={signInsTitle}
              locale={chartLocale}
              testId="chart-sign-ins"
            />
          ) : (
            <Empty description={t(m.noData)} />
          )}
        </ChartCard>
      </div>
    </section>
  );
}
