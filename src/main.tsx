import './index.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchOutboxLifecycle } from './app/outbox-lifecycle';
import { registerServiceWorker } from './app/register-sw';
import { kickSync, syncClient, syncReconnected } from './features/sync/sync-client';
import { router } from './router';
import { watchSaveData } from './ui/save-data';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

// The worker starts after the first paint (sync-client.ts) and syncs as soon as it runs, told
// first whether the device saves data; the outbox also goes out as the page goes away.
watchSaveData((on) => void syncClient().sync.setSaveData(on));
kickSync();
window.addEventListener('online', syncReconnected);
watchOutboxLifecycle();
registerServiceWorker();
// Ask the browser not to evict the member's data under storage pressure.
void navigator.storage?.persist?.();
