import { useMutation } from '@tanstack/react-query';
import { ZMenuPreferencesResponse, type MenuPreferencesRequest } from '@ramkoll/shared/schemas/me';
import { apiJson } from '@/lib/api-client';
import { menusKeys } from './keys';

/** PUT /api/me/menus: saves a customer's top and bottom menus. */
export function saveMenus(body: MenuPreferencesRequest): Promise<MenuPreferencesRequest> {
  return apiJson('/api/me/menus', ZMenuPreferencesResponse, { method: 'PUT', body });
}

export function useSaveMenus() {
  return useMutation({
    mutationKey: [...menusKeys.all, 'save'],
    mutationFn: saveMenus,
    onError: (error) => {
      console.warn('Could not save the reset menus', error);
    },
  });
}
