import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { reloadForChunkError } from '../navigation/chunk-error.ts';

interface BoundaryProps {
  /** A new value after a failure tries again (e.g. each time the part is opened). */
  attempt: number;
  onFailed: () => void;
  children: ReactNode;
}

// A part of the chrome that would not load shows nothing: a chunk of an older build reloads the app once
// at the same URL (as a page's chunk does); any other failure leaves the rest of the chrome working.
class PartBoundary extends Component<BoundaryProps, { failedAt: number | null }> {
  override state = { failedAt: null as number | null };
  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: number | null }) {
    return state.failedAt !== null && state.failedAt !== props.attempt ? { failedAt: null } : null;
  }
  override componentDidCatch(error: unknown) {
    this.setState({ failedAt: this.props.attempt });
    this.props.onFailed();
    if (!reloadForChunkError(error, window.location.href)) console.error(error);
  }
  override render() {
    return this.state.failedAt === null ? this.props.children : null;
  }
}

/**
 * A part of the chrome whose code is fetched the first time it renders (the settings drawer, the idle
 * warning), so /home's first paint does not wait for it. Renders nothing while it loads; a failed fetch
 * is fetched again at the next `attempt`.
 */
export function chromeOnDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P & { attempt?: number }> {
  let Part = lazy(load);
  const again = () => {
    Part = lazy(load);
  };
  return function ChromePart({ attempt = 0, ...props }: P & { attempt?: number }) {
    return (
      <PartBoundary attempt={attempt} onFailed={again}>
        <Suspense fallback={null}>
          <Part {...(props as unknown as P)} />
        </Suspense>
      </PartBoundary>
    );
  };
}
