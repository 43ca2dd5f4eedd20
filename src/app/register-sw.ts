/**
 * Registers the service worker. A new version never reloads under the member: it waits
 * until they choose "Reload" on the prompt, then takes over and the page reloads once.
 * workbox-window loads after the first route: painting it never needs the service worker.
 */
import { MESSAGES } from '../../contract';
import { notify } from '../ui/notify';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js');
    wb.addEventListener('waiting', () => {
      wb.addEventListener('controlling', () => window.location.reload());
      notify({
        title: MESSAGES.updateAvailable,
        type: 'info',
        duration: Number.POSITIVE_INFINITY,
        action: { label: MESSAGES.reload, onClick: () => wb.messageSkipWaiting() },
      });
    });
    return wb.register();
  });
}
