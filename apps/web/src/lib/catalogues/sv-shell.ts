// The texts the app shell and the visitor home need for their first paint (Swedish).
// One chunk per language and group: docs/decisions/027-web-loading.md.
import common from '@ramkoll/shared/i18n/sv/common.json';
import consent from '@ramkoll/shared/i18n/sv/consent.json';
import errors from '@ramkoll/shared/i18n/sv/errors.json';
import home from '@ramkoll/shared/i18n/sv/home.json';
import nav from '@ramkoll/shared/i18n/sv/nav.json';

export const catalogue = {
  common,
  consent,
  errors,
  home,
  nav,
};
