import { act, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from './i18n';
import { useTranslation } from './use-translation';

describe('useTranslation', () => {
  it('gives every component asking for the same namespaces one shared t, and a new one per language', async () => {
    const seen: TFunction[] = [];
    function Title() {
      const { t } = useTranslation('bike_search');
      seen.push(t as unknown as TFunction);
      return <p>{t('title')}</p>;
    }
    render(
      <>
        <Title />
        <Title />
      </>,
    );
    expect(screen.getAllByText(i18n.t('bike_search:title', { lng: 'sv' }))).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);

    await act(() => changeLanguage('en'));
    expect(screen.getAllByText(i18n.t('bike_search:title', { lng: 'en' }))).toHaveLength(2);
    expect(i18n.t('bike_search:title', { lng: 'en' })).not.toBe(i18n.t('bike_search:title', { lng: 'sv' }));
    const english = seen.at(-1);
    expect(english).not.toBe(seen[0]);
    expect(seen.at(-2)).toBe(english);
  });

  it('reads the first of several namespaces without a prefix and the others with one', () => {
    function Both() {
      const { t } = useTranslation(['bike_search', 'common']);
      return (
        <>
          <p>{t('title')}</p>
          <p>{t('common:app_name')}</p>
        </>
      );
    }
    render(<Both />);
    expect(screen.getByText(i18n.t('bike_search:title'))).toBeTruthy();
    expect(screen.getByText(i18n.t('common:app_name'))).toBeTruthy();
  });
});
