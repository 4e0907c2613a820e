/** True when the page runs as the installed app (Android, desktop, or an iOS home-screen app). */
export function isRunningInstalled(): boolean {
  const iosStandalone = 'standalone' in window.navigator && window.navigator.standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * Safari on iPhone or iPad, which has no `beforeinstallprompt`: installing is done by hand from the
 * share menu. iPadOS presents itself as a Mac, so a Mac with a touch screen counts as an iPad.
 * Other iOS browsers and in-app web views name themselves and get no instructions.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const appleMobile =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|FBAN|FBAV|Instagram|Line\//.test(userAgent);
  return appleMobile && /Safari\//.test(userAgent) && !otherBrowser;
}
