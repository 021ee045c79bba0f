/**
 * The modules of the `boot` chunk: what the first screen runs before it can be used, fetched as one
 * stream. Left to the automatic split, each module /login shares with a different set of later pages
 * became a chunk of its own (22 chunks of 0.1-3.5 KB, queued six at a time on one host: on Fast 3G
 * that queue, not the bytes, decided when /login was usable; bench/login-fast3g.mjs --waterfall).
 * Every page needs these parts anyway, so carrying them in boot costs no screen a byte it would not
 * load. A part the sign-in page starts to use and this list misses is a new small chunk in
 * bench/login-fast3g.mjs's request count, not an error.
 */
const BOOT_MODULES = [
  // React, Lingui, valtio and the Slot every button renders through.
  /node_modules[\\/](react|react-dom|scheduler|@lingui[\\/](core|react)|valtio|proxy-compare|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
  // The request core and the session calls (not the contract's schemas), with their texts.
  /packages[\\/]api-client[\\/]src[\\/]((core|client)[\\/][\w-]+|lazy-catalog)\.ts$/,
  // The i18n runtime and its React binding, not the catalogues of other locales.
  /packages[\\/]i18n[\\/]src[\\/]((?!locales|catalog\.ts|catalog-problems)[\w-]+\.ts|react[\\/](runtime-context|use-t|t)\.tsx?)$/,
  // The sign-in form's controls and the toast.
  /packages[\\/]ui[\\/]src[\\/](toast-store|message|use-translate|messages|lazy-catalog|cn|spinner|variants|button-variants|button|use-form-field|form-field|input|password-input|one-time-code-input)\.tsx?$/,
  /packages[\\/]validators[\\/]src[\\/](messages|lazy-catalog|auth[\\/]one-time-code)\.ts$/,
  // The app's i18n, request core and session store.
  /apps[\\/]admin[\\/]src[\\/](messages|lazy-catalog|app[\\/](i18n|request-core|early-answers|session-api)|session[\\/](browser-storage|session-store))\.ts$/,
];

export const isBootModule = (id: string): boolean => BOOT_MODULES.some((pattern) => pattern.test(id));
