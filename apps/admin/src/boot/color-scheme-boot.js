// Runs in <head> before the first paint (a classic, blocking script: the CSP forbids inline code, and a
// module script would run after the page is painted light). It puts the stored colour scheme on <html>,
// as @pmc/layout's settings store will once the app is up, so a dark choice never flashes white.
// park_themeClass is the settings store's key; 'system' follows prefers-color-scheme.
(() => {
  const root = document.documentElement;
  let choice = 'light';
  try {
    choice = localStorage.getItem('park_themeClass') || 'light';
  } catch {
    // storage blocked (private mode): light, as the settings store will decide too
  }
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    root.dataset.colorScheme = choice === 'dark' || (choice === 'system' && media.matches) ? 'dark' : 'light';
  };
  apply();
  // Until the app's settings store takes over (the sign-in page has none), keep following the system.
  if (choice === 'system') media.addEventListener('change', apply);
})();
