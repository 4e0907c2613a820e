// The texts the app shell and the visitor home need for their first paint (English).
// One chunk per language and group: docs/decisions/027-web-loading.md.
import common from '@ramkoll/shared/i18n/en/common.json';
import consent from '@ramkoll/shared/i18n/en/consent.json';
import errors from '@ramkoll/shared/i18n/en/errors.json';
import home from '@ramkoll/shared/i18n/en/home.json';
import nav from '@ramkoll/shared/i18n/en/nav.json';

export const catalogue = {
  common,
  consent,
  errors,
  home,
  nav,
};
