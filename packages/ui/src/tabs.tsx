import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * Tabs on Radix (roles tablist/tab/tabpanel, arrow keys move between tabs).
 *
 * @example
 * <Tabs defaultValue="menu">
 *   <TabsList aria-label="权限">
 *     <TabsTrigger value="menu">菜单权限</TabsTrigger>
 *     <TabsTrigger value="button">按钮权限</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="menu">…</TabsContent>
 *   <TabsContent value="button">…</TabsContent>
 * </Tabs>
 */
export function Tabs({ className, ...rest }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root data-slot="tabs" className={cn('pmc-tabs', className)} {...rest} />;
}

/** The row of tab buttons. */
export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List data-slot="tabs-list" className={cn('pmc-tabs__list', className)} {...rest} />;
}

/** One tab button; `value` links it to its TabsContent. */
export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger data-slot="tabs-trigger" className={cn('pmc-tabs__trigger', className)} {...rest} />
  );
}

/** The panel shown while its tab is active. */
export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content data-slot="tabs-content" className={cn('pmc-tabs__content', className)} {...rest} />
  );
}
