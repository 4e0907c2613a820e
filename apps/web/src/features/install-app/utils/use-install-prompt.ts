import { useState, useSyncExternalStore } from 'react';
import { isInstallPromptDismissed, rememberInstallDismissal } from './install-prompt-dismissal';
import { forgetInstallPrompt, getInstallPrompt, subscribeToInstallPrompt } from './install-prompt-event';
import { isIosSafari, isRunningInstalled } from './platform';

/** What the card can offer: the browser's install dialog, the iOS steps, or nothing. */
export type InstallOffer = 'prompt' | 'ios' | 'none';

function noOffer(): null {
  return null;
}

export function useInstallPrompt() {
  const deferred = useSyncExternalStore(subscribeToInstallPrompt, getInstallPrompt, noOffer);
  const [dismissed, setDismissed] = useState(isInstallPromptDismissed);
  const [installed] = useState(isRunningInstalled);
  const [ios] = useState(() => isIosSafari(window.navigator.userAgent, window.navigator.maxTouchPoints));

  let offer: InstallOffer = 'none';
  if (!installed && !dismissed) offer = deferred ? 'prompt' : ios ? 'ios' : 'none';

  function dismiss(): void {
    rememberInstallDismissal();
    setDismissed(true);
  }

  async function install(): Promise<void> {
    if (!deferred) return;
    forgetInstallPrompt();
    try {
      await deferred.prompt();
      const choice = await deferred.userChoice;
      // Declining the browser's dialog counts as "not now": the offer cannot be reopened anyway.
      if (choice.outcome === 'dismissed') dismiss();
    } catch {
      // The browser refused to show its dialog; the card is gone and the browser menu still installs.
    }
  }

  return { offer, install, dismiss };
}
