import { compileMessage } from './compile-message.ts';
import type { I18nRuntime } from './i18n-runtime.ts';
import type { MessageDescriptor, MessageValues } from './message.ts';

let active: I18nRuntime | undefined;

/** Makes `runtime` the one `t()` and `pageTitle()` use when none is passed (createI18n does this). */
export function setActiveRuntime(runtime: I18nRuntime | undefined): void {
  active = runtime;
}

/**
 * The runtime last created by `createI18n` (or set with `setActiveRuntime`), if any.
 *
 * @example
 * getActiveRuntime()?.locale; // 'zh'
 */
export function getActiveRuntime(): I18nRuntime | undefined {
  return active;
}

// Before any runtime exists (early errors, tests of other packages) the zh source is still formatted.
function formatSource(message: string, values: MessageValues | undefined): string {
  return compileMessage(message)
    .map((token) => {
      if (typeof token === 'string') return token;
      const value = values?.[token[0]];
      return value === undefined || value === null ? '' : String(value);
    })
    .join('');
}

/**
 * Translates a descriptor with the active runtime, for code outside React (request errors, document
 * titles). Without a runtime it formats the zh source text.
 *
 * @example
 * t(i18nMessages.requestError); // '请求出错，请重试' (or 'Request failed, please try again' in en)
 * t({ id: 'validators.fileSize', message: '文件大小超过{n}{unit}' }, { n: 5, unit: 'MB' });
 */
export function t(descriptor: MessageDescriptor, values?: MessageValues): string {
  if (active) return active.t(descriptor, values);
  return formatSource(descriptor.message ?? descriptor.id, values ?? descriptor.values);
}
