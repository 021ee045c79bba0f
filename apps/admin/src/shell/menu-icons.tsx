import type { LayoutMenuEntry } from '@pmc/layout';
import type { RenderMenuIcon } from '@pmc/layout/react';
import {
  ArrowLeftRight,
  BookOpen,
  Building,
  CalendarClock,
  ChartColumn,
  ChartLine,
  Code,
  Copy,
  Database,
  FileText,
  GitBranch,
  Hammer,
  Hash,
  History,
  House,
  IdCard,
  LayoutGrid,
  Link,
  Lock,
  LogIn,
  type LucideIcon,
  MapPin,
  Menu,
  MessageCircle,
  Monitor,
  Network,
  Plug,
  Printer,
  RefreshCw,
  ScrollText,
  Send,
  Settings,
  ShieldCheck,
  ShieldCog,
  Smartphone,
  SquareCheck,
  SquarePen,
  Table,
  User,
  UserCog,
  Users,
  Wifi,
  Workflow,
} from 'lucide-react';

/**
 * The menu's `icon` names (Ant Design's, as the seeded menu and the original product use them) drawn
 * with lucide icons. Only these are imported, each its own module, so only they reach the bundle.
 */
const ICONS: Record<string, LucideIcon> = {
  home: House,
  setting: Settings,
  apartment: Building,
  cluster: Network,
  idcard: IdCard,
  user: User,
  team: Users,
  safety: ShieldCheck,
  'safety-certificate': ShieldCog,
  wifi: Wifi,
  book: BookOpen,
  environment: MapPin,
  number: Hash,
  database: Database,
  printer: Printer,
  api: Plug,
  sync: RefreshCw,
  lock: Lock,
  solution: UserCog,
  login: LogIn,
  history: History,
  profile: ScrollText,
  code: Code,
  form: SquarePen,
  mobile: Smartphone,
  fund: ChartColumn,
  monitor: Monitor,
  build: Hammer,
  branches: GitBranch,
  wechat: MessageCircle,
  menu: Menu,
  partition: Workflow,
  send: Send,
  schedule: CalendarClock,
  'check-square': SquareCheck,
  copy: Copy,
  swap: ArrowLeftRight,
  appstore: LayoutGrid,
  table: Table,
  'line-chart': ChartLine,
  link: Link,
};

// Entries whose `icon` is empty or a name this app does not know (a menu edited by hand, or made by a
// newer server) take their section's icon, so a page still looks like its neighbours. Only icons the
// menu draws anyway are used, so the defaults add nothing to the bundle.
const SECTION_ICONS: Record<string, string> = {
  system: 'setting',
  systemData: 'database',
  permission: 'lock',
  onlineDev: 'code',
  generator: 'build',
  weChat: 'wechat',
  workflow: 'partition',
  extend: 'appstore',
};
/** A page of a section this app does not know, and such a section itself. */
const PAGE_FALLBACK = 'page';
const SECTION_FALLBACK = 'appstore';
const ALL_ICONS: Record<string, LucideIcon> = { ...ICONS, [PAGE_FALLBACK]: FileText };
const known = (icon: string | null | undefined): icon is string => !!icon && icon in ICONS;

/** The section a top-level entry is: its code, else the first segment of its route. */
const sectionOf = (entry: LayoutMenuEntry) => (entry.enCode || entry.route || '').split(/[./]/)[0] ?? '';

/**
 * The menu with every empty or unknown `icon` replaced: a section takes its code's icon (`system` →
 * `setting`, …) or a grid, a page takes its section's icon (or a page icon). Known names are kept.
 *
 * @example
 * withDefaultIcons([{ id: 's', type: 'C', route: '', enCode: 'system', fullName: '系统管理', icon: '',
 *   children: [{ id: 'x', type: 'M', route: 'system/x', fullName: 'X', icon: 'nope' }] }])
 * // section icon 'setting', page icon 'setting'
 */
export function withDefaultIcons<E extends LayoutMenuEntry>(menu: readonly E[]): E[] {
  const walk = (entries: readonly E[], sectionIcon: string | undefined): E[] =>
    entries.map((entry) => {
      const isDirectory = entry.type === 'C' || (entry.children?.length ?? 0) > 0;
      const own = SECTION_ICONS[sectionOf(entry)];
      const fallback = isDirectory
        ? (sectionIcon ?? own ?? SECTION_FALLBACK)
        : (sectionIcon ?? own ?? PAGE_FALLBACK);
      const icon = known(entry.icon) ? entry.icon : fallback;
      // Pages below take the section's default for its code, else the section's own (known) icon.
      const below = sectionIcon ?? own ?? (known(entry.icon) ? entry.icon : undefined);
      const children = entry.children ? walk(entry.children as E[], below) : undefined;
      return { ...entry, icon, ...(children ? { children } : {}) };
    });
  return walk(menu, undefined);
}

/** Draws a menu entry's icon by name (see `withDefaultIcons` for entries without a known one). */
export const renderMenuIcon: RenderMenuIcon = (icon) => {
  const Icon = (icon && ALL_ICONS[icon]) || FileText;
  return (
    <span className="pmc-menu-icon" data-icon={icon} aria-hidden="true">
      <Icon size={16} strokeWidth={2} />
    </span>
  );
};
