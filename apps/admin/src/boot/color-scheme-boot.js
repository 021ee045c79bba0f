// Runs in <head> before the first paint (a classic, blocking script: the CSP forbids inline code, and a
// module script would run after the page is painted light). It puts the stored colour scheme on <html>,
// as @pmc/layout's settings store will once the app is up, so a dark choice never flashes white.
// park_themeClass is the settings store's key; 'system' follows prefers-color-scheme.
(() => {
  const root = document.documentElement;
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const stored = () => {
    try {
      return localStorage.getItem('park_themeClass') || 'light';
    } catch {
      // storage blocked (private mode): light, as the settings store will decide too
      return 'light';
    }
  };
  const apply = () => {
    const choice = stored();
    root.dataset.colorScheme = choice === 'dark' || (choice === 'system' && media.matches) ? 'dark' : 'light';
  };
  apply();
  // The sign-in page has no settings store: keep following the system there. The choice is read again
  // on each change, so a later fixed choice made in the app is never overruled.
  media.addEventListener('change', apply);
})();
