import { defaultMenuIcon, type RenderMenuIcon } from '@pmc/layout/react';
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

/**
 * Draws a menu entry's icon; a name this app does not know gets a page icon (an entry with no name at
 * all keeps the chrome's first-letter badge, so an icon-only menu still tells entries apart).
 */
export const renderMenuIcon: RenderMenuIcon = (icon, title) => {
  if (!icon) return defaultMenuIcon(icon, title);
  const Icon = ICONS[icon] ?? FileText;
  return (
    <span className="pmc-menu-icon" data-icon={icon} aria-hidden="true">
      <Icon size={16} strokeWidth={2} />
    </span>
  );
};
