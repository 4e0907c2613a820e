import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, NavLink } from 'react-router';
import { getMenuItem, type MenuItemId } from '@ramkoll/shared/rules/menus';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { MenuIcon } from './menu-icon';

interface TopBarProps {
  items: readonly MenuItemId[];
  /** The points item (balance and dialog), rendered before the menu items. */
  points: ReactNode;
  /** The notification bell, rendered after the menu items. */
  notifications?: ReactNode;
  /** The signed-in person's picture (or initials), before the language switch. */
  avatar?: ReactNode;
}

/** The signed-in top bar (not for store users or admins): logo plus the configured items. */
export function TopBar({ items, points, notifications, avatar }: TopBarProps) {
  const { t } = useTranslation('nav');
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link to={paths.home.getHref()} aria-label={t('home_link')} className="shrink-0 rounded-xl">
          <Logo className="[&>span:last-child]:hidden min-[520px]:[&>span:last-child]:inline" />
        </Link>
        <nav aria-label={t('top_navigation')} className="flex min-w-0 items-center gap-1 sm:gap-2">
          {points}
          {/* A long custom top menu scrolls sideways rather than pushing the bar off a small screen. */}
          <ul className="flex min-w-0 items-center gap-1 overflow-x-auto [scrollbar-width:none]">
            {items.map((id) => {
              const item = getMenuItem(id);
              return (
                <li key={id}>
                  <NavLink
                    to={item.path}
                    end={item.path === paths.home.path}
                    className={({ isActive }) =>
                      cn(
                        'flex h-10 items-center gap-2 rounded-xl px-2.5 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring',
                        isActive ? 'bg-primary-soft text-primary' : 'text-foreground',
                      )
                    }
                  >
                    <MenuIcon name={item.icon} className="size-5" />
                    <span className="sr-only lg:not-sr-only">{t(item.labelKey)}</span>
                  </NavLink>
                </li>
              );
            })}
          </ul>
          {notifications}
          {avatar ? <span className="hidden shrink-0 sm:inline-flex">{avatar}</span> : null}
          <LanguageSwitcher className="ml-1 hidden sm:inline-flex" />
        </nav>
      </div>
    </header>
  );
}
