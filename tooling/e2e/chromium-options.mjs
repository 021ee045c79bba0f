// How the tests start Debian's Chromium (headless, through playwright-core), and why each switch.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features playwright-core 1.65.1 switches off (its chromiumSwitches.ts). Chromium keeps only the
 * last `--disable-features` of its command line, so ours repeats this list in full and the launch drops
 * Playwright's own (`ignoreDefaultArgs`); chromium-options.test.mjs fails when an upgrade changes it.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 gives every new window (each browser context's first page, in headless mode too) the
 * omnibox's two WebUI popups, each in a renderer of its own that loads a web app nobody sees. Measured on
 * this 2-core machine, a context opened to /home cost 2.2 CPU-s with them and 1.3 without.
 */
export const DISABLED_FEATURES = [
  ...PLAYWRIGHT_DISABLED_FEATURES,
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** Headless Debian Chromium with the flags this closed-network machine needs (launch or launchServer). */
export const chromiumOptions = {
  executablePath: chromiumPath,
  headless: true,
  ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
};
