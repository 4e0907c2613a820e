import {
  BarChart3,
  BikeIcon,
  BookOpen,
  Flag,
  Briefcase,
  CirclePlus,
  HandshakeIcon,
  Heart,
  IdCard,
  LayoutDashboard,
  LineChart,
  Megaphone,
  MessagesSquare,
  Printer,
  ReceiptText,
  Search,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Store,
  type LucideIcon,
} from 'lucide-react';
import type { MenuIconName } from '@ramkoll/shared/rules/menus';

const icons: Record<MenuIconName, LucideIcon> = {
  bike: BikeIcon,
  'bike-plus': CirclePlus,
  search: Search,
  'shopping-bag': ShoppingBag,
  receipt: ReceiptText,
  settings: Settings,
  messages: MessagesSquare,
  'id-card': IdCard,
  book: BookOpen,
  heart: Heart,
  handshake: HandshakeIcon,
  dashboard: LayoutDashboard,
  printer: Printer,
  megaphone: Megaphone,
  briefcase: Briefcase,
  store: Store,
  'line-chart': LineChart,
  'bar-chart': BarChart3,
  shield: ShieldCheck,
  flag: Flag,
};

interface MenuIconProps {
  name: MenuIconName;
  className?: string;
}

export function MenuIcon({ name, className }: MenuIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
