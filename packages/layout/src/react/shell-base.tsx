import { LayoutLocaleProvider } from './i18n-bridge.tsx';
import { ShellFrame, type ShellFrameProps } from './shell-frame.tsx';

/** Props of {@link ShellBase}: those of Shell, plus the settings drawer and About dialog to render. */
export type ShellBaseProps = ShellFrameProps;

/**
 * The Shell without a settings drawer or About dialog of its own: the app gives them (`settingsDrawer`
 * with SettingsDrawer's props, `aboutDialog` with AboutDialog's), e.g. components that load the
 * layout's own the first time they open, so their code stays off the first page's critical path.
 * Everything else is Shell's.
 *
 * @example
 * const LazySettings = lazy(() => import('./settings-drawer')); // export { SettingsDrawer as default }
 * <ShellBase {...shellProps} settingsDrawer={(p) => (p.open ? <Suspense><LazySettings {...p} /></Suspense> : null)}
 *   aboutDialog={AboutDialog} />
 */
export function ShellBase(props: ShellBaseProps) {
  const { locale, onLocaleChange } = props;
  if (locale) {
    return (
      <LayoutLocaleProvider locale={locale} onLocaleChange={onLocaleChange}>
        <ShellFrame {...props} />
      </LayoutLocaleProvider>
    );
  }
  return <ShellFrame {...props} />;
}
