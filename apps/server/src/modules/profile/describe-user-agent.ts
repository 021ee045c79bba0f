import Bowser from 'bowser';

export interface UserAgentSummary {
  /** e.g. 'Chrome 131', null when the agent names no known browser. */
  browser: string | null;
  /** e.g. 'Windows 10', 'macOS 14.5', null when unknown. */
  system: string | null;
}

const major = (version: string | undefined) => version?.split('.')[0];
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;

/**
 * Browser and system of a session, read from its User-Agent header with bowser (a small, well-kept
 * parser: hand-written patterns go stale with every browser release).
 */
export function describeUserAgent(userAgent: string | null): UserAgentSummary {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  return {
    browser: browser.name ? join(browser.name, major(browser.version)) : null,
    system: os.name ? join(os.name, os.versionName ?? os.version) : null,
  };
}
