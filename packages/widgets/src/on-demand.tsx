import { Button, Spin, type Translatable, useTranslate } from '@pmc/ui';
import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { widgetsMessages as m } from './messages.ts';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/** One widget's code: fetched once it loads, fetched again after a failure (unlike React.lazy). */
interface Source<P> {
  loaded?: ComponentType<P>;
  fetch(): Promise<ComponentType<P>>;
}

function createSource<P>(load: Load<P>): Source<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const source: Source<P> = {
    fetch() {
      pending ??= load().then(
        (module) => {
          source.loaded = module.default;
          return module.default;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
  return source;
}

/**
 * A widget whose code loads the first time one renders (a rich-text editor, a chart, a spreadsheet),
 * with a spinner meanwhile. If its chunk cannot be fetched (the network dropped, or a release removed
 * the old file), the widget shows an inline "加载失败" with 重试 in its place instead of taking the page
 * down; a retry fetches again.
 *
 * @example
 * const Chart = onDemand(() => import('./my-chart'), { id: 'x.chartLoading', message: '图表加载中' });
 * <Chart option={option} />
 * // A placeholder shaped like the widget (a skeleton) instead of the spinner while its code loads:
 * const Figures = onDemand(() => import('./figures'), m.loading, { placeholder: <FiguresSkeleton /> });
 */
export function onDemand<P extends object>(
  load: Load<P>,
  loading: Translatable,
  options: { placeholder?: ReactNode } = {},
): ComponentType<P> {
  const source = createSource(load);
  return (props: P) => (
    <OnDemandView source={source} loading={loading} placeholder={options.placeholder} props={props} />
  );
}

function OnDemandView<P extends object>({
  source,
  loading,
  placeholder,
  props,
}: {
  source: Source<P>;
  loading: Translatable;
  placeholder: ReactNode;
  props: P;
}) {
  const t = useTranslate();
  const [state, setState] = useState<{ Widget?: ComponentType<P>; failed?: boolean }>(() =>
    source.loaded ? { Widget: source.loaded } : {},
  );
  const live = useRef(true);
  const attempt = useCallback(() => {
    setState({});
    source.fetch().then(
      (Widget) => live.current && setState({ Widget }),
      () => live.current && setState({ failed: true }),
    );
  }, [source]);
  useEffect(() => {
    live.current = true;
    if (!source.loaded) attempt();
    return () => {
      live.current = false;
    };
  }, [attempt, source]);
  if (state.Widget) return <state.Widget {...props} />;
  if (state.failed) {
    return (
      <div role="alert" className="pmc-on-demand-failed" data-slot="on-demand-failed">
        <span>{t(m.loadFailed)}</span>
        <Button size="small" onClick={attempt}>
          {t(m.retry)}
        </Button>
      </div>
    );
  }
  return placeholder === undefined ? <Spin tip={loading} /> : placeholder;
}
