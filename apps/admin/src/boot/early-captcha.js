// Runs in <head> with the colour scheme. On /login without a session, it asks for the sign-in form's
// captcha while the app's code is still on its way: on a slow link the captcha would otherwise wait for
// all of that code and then one more round trip. The request core's first captcha call takes this
// answer (src/app/early-answers.ts); a failed one is asked for again there.
(() => {
  if (location.pathname !== '/login') return;
  try {
    if (localStorage.getItem('park_token')) return;
  } catch {
    // storage blocked (private mode): no stored session either
  }
  const answer = fetch('/admin-api/captcha', { headers: { Accept: 'application/json, */*' } });
  // Never an unhandled rejection: the app asks again when this one failed.
  answer.catch(() => undefined);
  window.__pmcEarly = { '/admin-api/captcha': answer };
})();
