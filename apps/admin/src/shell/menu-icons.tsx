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
  FileClock,
  FileCode,
  FileCog,
  FileLock,
  FileSpreadsheet,
  FileText,
  Folder,
  GitBranch,
  Hammer,
  Hash,
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
  MessageSquare,
  Monitor,
  Network,
  Plug,
  Printer,
  Puzzle,
  RefreshCw,
  ScrollText,
  Send,
  Settings,
  ShieldCheck,
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

// Icons for entries whose `icon` is empty or a name this app does not know (a menu edited by hand, or
// made by a newer server): a page gets the default of its section, so it still looks like its
// neighbours; a section gets a folder.
const PAGE_DEFAULTS = {
  'page-system': FileCog,
  'page-systemData': FileSpreadsheet,
  'page-permission': FileLock,
  'page-onlineDev': FileCode,
  'page-generator': FileCode,
  'page-weChat': MessageSquare,
  'page-workflow': FileClock,
  'page-extend': Puzzle,
  page: FileText,
  section: Folder,
} satisfies Record<string, LucideIcon>;
const ALL_ICONS: Record<string, LucideIcon> = { ...ICONS, ...PAGE_DEFAULTS };

/** The section a top-level entry is: its code, else the first segment of its route. */
const sectionOf = (entry: LayoutMenuEntry) => (entry.enCode || entry.route || '').split(/[./]/)[0] ?? '';

/**
 * The menu with every empty or unknown `icon` replaced by a default that the app draws: the section's
 * page icon for pages (`page-system` under 系统管理, …, `page` elsewhere) and `section` for directories.
 * Known names are kept as they are.
 *
 * @example
 * withDefaultIcons([{ id: 's', type: 'C', route: '', enCode: 'system', fullName: '系统管理', icon: 'setting',
 *   children: [{ id: 'x', type: 'M', route: 'system/x', fullName: 'X', icon: '' }] }])[0].children[0].icon
 * // 'page-system'
 */
export function withDefaultIcons<E extends LayoutMenuEntry>(menu: readonly E[]): E[] {
  const walk = (entries: readonly E[], section: string | undefined): E[] =>
    entries.map((entry) => {
      const own = section ?? sectionOf(entry);
      const isDirectory = entry.type === 'C' || (entry.children?.length ?? 0) > 0;
      const fallback = isDirectory ? 'section' : `page-${own}` in PAGE_DEFAULTS ? `page-${own}` : 'page';
      const icon = entry.icon && entry.icon in ICONS ? entry.icon : fallback;
      const children = entry.children ? walk(entry.children as E[], own) : undefined;
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
