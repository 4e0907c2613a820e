import { LogOut, Mail, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { getMenuItem, type MenuItemId } from '@ramkoll/shared/rules/menus';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { bottomItemClass } from './bottom-bar';
import { MenuIcon } from './menu-icon';

interface MoreSheetProps {
  items: readonly MenuItemId[];
  onLogout: () => void;
  isLoggingOut: boolean;
}

const rowClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left text-base font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring';

/** The 'Mer' bottom sheet: remaining menu items, 'Kontakta oss' and 'Logga ut'. */
export function MoreSheet({ items, onLogout, isLoggingOut }: MoreSheetProps) {
  const { t } = useTranslation(['nav', 'common']);
  const [open, setOpen] = useState(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className={cn(bottomItemClass, 'text-muted-foreground hover:text-foreground')}>
        <span className="flex h-7 w-12 items-center justify-center rounded-full">
          <MoreHorizontal aria-hidden="true" className="size-5" />
        </span>
        <span>{t('nav:more')}</span>
      </SheetTrigger>
      <SheetContent side="bottom" closeLabel={t('common:actions.close')}>
        <MoreSheetBody
          items={items}
          onLogout={onLogout}
          isLoggingOut={isLoggingOut}
          onClose={() => setOpen(false)}
        />
      </SheetContent>
    </Sheet>
  );
}

/**
 * The sheet's contents, rendered only while it is open: the bar is on every signed-in page and the
 * menu's links are not needed until someone opens it.
 */
function MoreSheetBody({ items, onLogout, isLoggingOut, onClose }: MoreSheetProps & { onClose: () => void }) {
  const { t } = useTranslation(['nav', 'common']);
  return (
    <>
      <SheetHeader>
        <SheetTitle>{t('nav:more_title')}</SheetTitle>
        <SheetDescription>{t('nav:more_description')}</SheetDescription>
      </SheetHeader>
      <nav aria-label={t('nav:more_title')}>
        <ul className="grid gap-0.5">
          {items.map((id) => {
            const item = getMenuItem(id);
            return (
              <li key={id}>
                <Link to={item.path} className={rowClass} onClick={onClose}>
                  <span className="flex size-9 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <MenuIcon name={item.icon} className="size-5" />
                  </span>
                  {t(item.labelKey)}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="my-2 h-px bg-border" />
        <ul className="grid gap-0.5">
          <li>
            <Link to={paths.contact.getHref()} className={rowClass} onClick={onClose}>
              <span className="flex size-9 items-center justify-center rounded-xl bg-accent-soft text-accent-foreground">
                <Mail aria-hidden="true" className="size-5" />
              </span>
              {t('nav:contact')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={cn(rowClass, 'text-destructive')}
              onClick={onLogout}
              disabled={isLoggingOut}
            >
              <span className="flex size-9 items-center justify-center rounded-xl bg-destructive/10">
                <LogOut aria-hidden="true" className="size-5" />
              </span>
              {isLoggingOut ? t('nav:logging_out') : t('nav:logout')}
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}
