import { Button } from '@pmc/ui';
import { layoutMessages } from '../messages.ts';
import type { VersionWatch } from '../version-watch.ts';
import { useLayoutT } from './i18n-bridge.tsx';
import { useNewVersionNotice } from './use-new-version-notice.ts';

export interface NewVersionNoticeProps {
  watch: VersionWatch;
  /** The current route: a navigation is a moment to check. */
  currentPath: string;
  /** Loads the new build at the current URL; `location.reload()` unless told. */
  onRefresh?: () => void;
}

/**
 * A non-blocking notice at the bottom right when a newer build is served: 刷新 reloads at the current URL,
 * 稍后 hides it until the next build. It never reloads by itself, so unsaved input is never lost to it.
 *
 * @example
 * <NewVersionNotice watch={versionWatch} currentPath={pathname} />
 */
export function NewVersionNotice({
  watch,
  currentPath,
  onRefresh = () => location.reload(),
}: NewVersionNoticeProps) {
  const t = useLayoutT();
  const { available, later } = useNewVersionNotice(watch, currentPath);
  if (!available) return null;
  return (
    <div className="pmc-new-version" role="status" data-testid="new-version">
      <span className="pmc-new-version__text">{t(layoutMessages.newVersion)}</span>
      <Button variant="primary" size="small" onClick={onRefresh}>
        {t(layoutMessages.newVersionRefresh)}
      </Button>
      <Button size="small" onClick={later}>
        {t(layoutMessages.newVersionLater)}
      </Button>
    </div>
  );
}
