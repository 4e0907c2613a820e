import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { NavLink } from 'react-router';
import { getMenuItem, type MenuItemId } from '@ramkoll/shared/rules/menus';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { MenuIcon } from './menu-icon';

interface BottomBarProps {
  items: readonly MenuItemId[];
  /** Count shown as a red badge on 'Mina kvitton'; hidden when 0. */
  pendingReceipts?: number;
  /** The 'Mer' trigger and sheet, when the role has one. */
  more?: ReactNode;
}

export const bottomItemClass =
  'relative flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-xl px-0.5 text-[0.6875rem] font-medium leading-tight tracking-tight transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring sm:text-xs';

/** The red count on 'Mina kvitton'; screen readers get the sentence after the label instead. */
function ReceiptsBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1.5 left-1/2 ml-1.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] font-bold text-destructive-foreground ring-2 ring-card"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The signed-in bottom menu: configured items (or a role's fixed items) plus an optional 'Mer'. */
export function BottomBar({ items, pendingReceipts = 0, more }: BottomBarProps) {
  const { t } = useTranslation('nav');
  return (
    <nav
      aria-label={t('bottom_navigation')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_20px_-8px_rgb(15_31_41/0.12)] backdrop-blur-md"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch gap-0.5 px-1 py-1.5">
        {items.map((id) => {
          const item = getMenuItem(id);
          const badge = id === 'receipts' && pendingReceipts > 0 ? pendingReceipts : 0;
          return (
            <li key={id} className="flex min-w-0 flex-1">
              <NavLink
                to={item.path}
                end={item.path === paths.home.path}
                className={({ isActive }) =>
                  cn(
                    bottomItemClass,
                    isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={cn(
                        'relative flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                        isActive && 'bg-primary-soft',
                      )}
                    >
                      <MenuIcon name={item.icon} className="size-5" />
                      {badge > 0 ? <ReceiptsBadge count={badge} /> : null}
                    </span>
                    <span className="max-w-full truncate">{t(item.labelKey)}</span>
                    {badge > 0 ? (
                      <span className="sr-only">{t('receipts_badge', { count: badge })}</span>
                    ) : null}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
        {more ? <li className="flex min-w-0 flex-1">{more}</li> : null}
      </ul>
    </nav>
  );
}
