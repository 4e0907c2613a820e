import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { installDismissalMs, installDismissalStorageKey } from '../utils/install-prompt-dismissal';
import { captureInstallPrompt, forgetInstallPrompt } from '../utils/install-prompt-event';
import { InstallAppPrompt } from './install-app-prompt';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** What Chromium dispatches when the app meets its install criteria. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    platforms: ['web'],
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
    prompt,
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function runAsInstalledApp() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(display-mode: standalone)',
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
}

function card() {
  return screen.queryByRole('region', { name: 'Installera Ramkoll' });
}

afterEach(() => {
  act(() => {
    forgetInstallPrompt();
  });
});

describe('install app prompt', () => {
  it('shows nothing until the browser offers installing', () => {
    const { container } = render(<InstallAppPrompt />);
    expect(container).toBeEmptyDOMElement();
  });

  it("offers 'Installera appen' on beforeinstallprompt and opens the browser's dialog", async () => {
    const user = userEvent.setup();
    render(<InstallAppPrompt />);
    const { event, prompt } = offerInstall('accepted');
    // The browser's own install bar is held back in favour of the card.
    expect(event.defaultPrevented).toBe(true);
    const region = screen.getByRole('region', { name: 'Installera Ramkoll' });
    expect(
      within(region).getByText(
        'Lägg Ramkoll på hemskärmen så når du dina cyklar och sökningen med ett tryck.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Installera appen' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(card()).not.toBeInTheDocument();
    // Accepting is not a dismissal: nothing is remembered.
    expect(window.localStorage.getItem(installDismissalStorageKey)).toBeNull();
  });

  it('keeps an offer made before the home was shown', () => {
    captureInstallPrompt();
    offerInstall();
    render(<InstallAppPrompt />);
    expect(screen.getByRole('button', { name: 'Installera appen' })).toBeInTheDocument();
  });

  it("remembers 'Inte nu' for 30 days", async () => {
    const user = userEvent.setup();
    const first = render(<InstallAppPrompt />);
    offerInstall();
    await user.click(screen.getByRole('button', { name: 'Inte nu' }));
    expect(card()).not.toBeInTheDocument();
    const dismissedAt = Date.parse(window.localStorage.getItem(installDismissalStorageKey) ?? '');
    expect(Date.now() - dismissedAt).toBeLessThan(60_000);
    first.unmount();

    render(<InstallAppPrompt />);
    expect(card()).not.toBeInTheDocument();
  });

  it('offers again once the dismissal is older than 30 days', () => {
    const old = new Date(Date.now() - installDismissalMs - 60_000).toISOString();
    window.localStorage.setItem(installDismissalStorageKey, old);
    render(<InstallAppPrompt />);
    offerInstall();
    expect(screen.getByRole('button', { name: 'Installera appen' })).toBeInTheDocument();
  });

  it("treats declining the browser's dialog as a dismissal", async () => {
    const user = userEvent.setup();
    render(<InstallAppPrompt />);
    offerInstall('dismissed');
    await user.click(screen.getByRole('button', { name: 'Installera appen' }));
    expect(card()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(installDismissalStorageKey)).not.toBeNull();
  });

  it('hides when the app has been installed from the browser menu', () => {
    render(<InstallAppPrompt />);
    offerInstall();
    expect(card()).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(card()).not.toBeInTheDocument();
  });

  it('shows nothing inside the installed app', () => {
    runAsInstalledApp();
    render(<InstallAppPrompt />);
    offerInstall();
    expect(card()).not.toBeInTheDocument();
  });

  it('shows the share-menu steps in Safari on iPhone, without an install button', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(iPhoneSafari);
    const user = userEvent.setup();
    render(<InstallAppPrompt />);
    const region = screen.getByRole('region', { name: 'Installera Ramkoll' });
    expect(within(region).getByText('Så lägger du Ramkoll på hemskärmen i Safari:')).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tryck på Dela', 'Välj ”Lägg till på hemskärmen”']);
    expect(within(region).queryByRole('button', { name: 'Installera appen' })).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Inte nu' }));
    expect(card()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(installDismissalStorageKey)).not.toBeNull();
  });

  it('shows no steps on an iPhone home-screen app', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(iPhoneSafari);
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    try {
      render(<InstallAppPrompt />);
      expect(card()).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window.navigator, 'standalone');
    }
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    render(<InstallAppPrompt />);
    offerInstall();
    const region = screen.getByRole('region', { name: 'Install Ramkoll' });
    expect(within(region).getByRole('button', { name: 'Install the app' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  it('speaks English on iPhone', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(iPhoneSafari);
    await changeLanguage('en');
    render(<InstallAppPrompt />);
    const region = screen.getByRole('region', { name: 'Install Ramkoll' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tap Share', 'Choose “Add to Home Screen”']);
  });
});
