import { ArrowDown, ArrowUp, RotateCcw, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  defaultBottomMenu,
  defaultTopMenu,
  getMenuItem,
  resolveMenus,
  type MenuItemId,
} from '@ramkoll/shared/rules/menus';
import type { MenuPreferencesRequest } from '@ramkoll/shared/schemas/me';
import type { SessionUser } from '@ramkoll/shared/schemas/session';
import { MenuIcon } from '@/components/layouts/menu-icon';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { usePatchSessionUser } from '../api/patch-session-user';
import {
  customerMenuItems,
  menuMinimum,
  menuRows,
  moveMenuItem,
  toggleMenuItem,
  tooShortBars,
  type MenuBar,
} from '../utils/menu-draft';
import { settingsErrorText } from '../utils/settings-error';
import { SettingsSection } from '@/components/ui/settings-section';

type Draft = Record<MenuBar, MenuItemId[]>;

interface MenuEditorProps {
  user: SessionUser;
  /** PUT /api/me/menus (features/menus), handed in by the page. */
  save: (menus: MenuPreferencesRequest) => Promise<MenuPreferencesRequest>;
}

/**
 * Customers choose and order the items of the top bar (at least 2) and the bottom bar (at least
 * 4) from the items their role may see. Every action is a checkbox or a button, so the editor
 * works from the keyboard; the bars change once the menus are saved.
 */
export function MenuEditor({ user, save }: MenuEditorProps) {
  const { t } = useTranslation('settings');
  const patchSessionUser = usePatchSessionUser();
  const [draft, setDraft] = useState<Draft>(() => {
    const menus = resolveMenus({
      role: user.role,
      bottom: user.menuPreferences,
      top: user.topMenuPreferences,
    });
    return { top: menus.top, bottom: menus.bottom };
  });
  const [saving, setSaving] = useState(false);
  const problems = tooShortBars(draft);

  function update(bar: MenuBar, list: MenuItemId[]) {
    setDraft((previous) => ({ ...previous, [bar]: list }));
  }

  async function handleSave() {
    // The messages under the lists already say what is missing.
    if (problems.length > 0) return;
    setSaving(true);
    try {
      const saved = await save({ menuPreferences: draft.bottom, topMenuPreferences: draft.top });
      patchSessionUser(saved);
      notify.success(t('menus.saved'));
    } catch (error) {
      notify.error(settingsErrorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsSection id="settings-menus" title={t('menus.title')} description={t('menus.description')}>
      <div className="grid gap-6 md:grid-cols-2">
        {(['top', 'bottom'] as const).map((bar) => (
          <MenuList
            key={bar}
            bar={bar}
            list={draft[bar]}
            problem={problems.includes(bar)}
            onChange={(list) => update(bar, list)}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void handleSave()} disabled={saving}>
          <Save aria-hidden="true" />
          {saving ? t('menus.saving') : t('menus.save')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setDraft({ top: [...defaultTopMenu], bottom: [...defaultBottomMenu] });
          }}
        >
          <RotateCcw aria-hidden="true" />
          {t('menus.reset')}
        </Button>
      </div>
    </SettingsSection>
  );
}

function MenuList(props: {
  bar: MenuBar;
  list: MenuItemId[];
  problem: boolean;
  onChange: (list: MenuItemId[]) => void;
}) {
  const { bar, list, problem, onChange } = props;
  const { t } = useTranslation(['settings', 'nav']);
  const headingId = useId();
  const min = menuMinimum[bar];

  return (
    <fieldset
      aria-describedby={`${headingId}-hint${problem ? ` ${headingId}-problem` : ''}`}
      className="grid gap-2"
    >
      <legend id={headingId} className="text-base font-semibold">
        {t(`settings:menus.${bar}_title`)}
      </legend>
      <p id={`${headingId}-hint`} className="text-xs text-muted-foreground">
        {t('settings:menus.hint', { min, count: list.length })}
      </p>
      <ul className="grid gap-1.5">
        {menuRows(list, customerMenuItems()).map((id) => {
          const item = getMenuItem(id);
          const label = t(`nav:${item.labelKey}`);
          const position = list.indexOf(id);
          const chosen = position >= 0;
          const checkboxId = `${headingId}-${id}`;
          return (
            <li
              key={id}
              className="flex items-center gap-2 rounded-xl border border-border bg-card px-3 py-1.5"
            >
              <input
                id={checkboxId}
                type="checkbox"
                checked={chosen}
                onChange={() => onChange(toggleMenuItem(list, id))}
                className="size-4 accent-primary"
              />
              <label htmlFor={checkboxId} className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                <MenuIcon name={item.icon} className="size-4 shrink-0 text-muted-foreground" />
                <span className="truncate">{label}</span>
              </label>
              {chosen ? (
                <span className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('settings:menus.move_up', { item: label })}
                    disabled={position === 0}
                    onClick={() => onChange(moveMenuItem(list, id, -1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('settings:menus.move_down', { item: label })}
                    disabled={position === list.length - 1}
                    onClick={() => onChange(moveMenuItem(list, id, 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {problem ? (
        <p id={`${headingId}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {t(`settings:menus.too_few_${bar}`, { min })}
        </p>
      ) : null}
    </fieldset>
  );
}
