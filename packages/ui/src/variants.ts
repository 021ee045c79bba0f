import { cn } from './cn.ts';

type VariantMap = Record<string, Record<string, string>>;
type VariantProps<V extends VariantMap> = { [K in keyof V]?: keyof V[K] };

/**
 * Declares a component's variants once: a base class plus one class per variant value, with defaults.
 * Components and consumers call the returned function, so a variant's class is written in one place.
 *
 * @example
 * const badge = variants('pmc-badge', { tone: { info: 'pmc-badge--info' } }, { tone: 'info' });
 * badge({ tone: 'info' }, 'extra'); // 'pmc-badge pmc-badge--info extra'
 */
export function variants<V extends VariantMap>(
  base: string,
  map: V,
  defaults: { [K in keyof V]: keyof V[K] },
): (props?: VariantProps<V>, className?: string) => string {
  return (props = {}, className) =>
    cn(
      base,
      Object.keys(map).map((key) => {
        const chosen = (props[key] ?? defaults[key]) as string;
        return map[key]?.[chosen];
      }),
      className,
    );
}
