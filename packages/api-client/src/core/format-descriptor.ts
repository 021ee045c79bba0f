import type { MessageDescriptor } from '../messages.ts';

/**
 * The zh source text of a descriptor with its `{name}` placeholders filled: the default `translate`
 * port, for hosts that have no i18n runtime.
 * @example
 * formatDescriptor({ id: 'x', message: '请选择{title}', values: { title: '区域' } }); // '请选择区域'
 */
export function formatDescriptor(descriptor: MessageDescriptor): string {
  const { values } = descriptor;
  if (!values) return descriptor.message;
  return descriptor.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
