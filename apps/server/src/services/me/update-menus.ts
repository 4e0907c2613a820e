import { isMenuItemId, isMenuItemVisible, menuLimits } from '@ramkoll/shared/rules/menus';
import type { MenuPreferencesRequest } from '@ramkoll/shared/schemas/me';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/accounts.js';
import { AppError } from '../../lib/app-error.js';
import { validationFailed } from '../auth/validation.js';
import type { Actor } from '../actor.js';

/**
 * Saves a customer's menus (spec sections 4, 5): only items the role may see, no duplicates,
 * top at least 2 and bottom at least 4. Store and admin menus are fixed.
 */
export async function updateMenus({
  db,
  actor,
  menus,
}: {
  db: Db;
  actor: Actor;
  menus: MenuPreferencesRequest;
}): Promise<MenuPreferencesRequest> {
  if (actor.role !== 'customer') throw new AppError('FORBIDDEN');
  checkList('menuPreferences', menus.menuPreferences, menuLimits.bottomMin, actor);
  checkList('topMenuPreferences', menus.topMenuPreferences, menuLimits.topMin, actor);
  const updated = await db
    .update(profiles)
    .set({ menuPreferences: menus.menuPreferences, topMenuPreferences: menus.topMenuPreferences })
    .where(eq(profiles.userId, actor.userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) throw new AppError('PROFILE_FETCH_FAILED');
  return menus;
}

function checkList(field: string, items: string[], min: number, actor: Actor): void {
  const valid = items.every(
    (item, index) =>
      isMenuItemId(item) && isMenuItemVisible(item, actor.role) && items.indexOf(item) === index,
  );
  if (!valid) throw validationFailed(field, 'menu_item_invalid');
  if (items.length < min) throw validationFailed(field, 'menu_too_few_items');
}
