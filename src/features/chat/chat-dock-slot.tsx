/**
 * Where the shell mounts the chat dock: its code is a lazy chunk, asked for only after the
 * first paint and only for a signed-in member (the first-route budget).
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const ChatDock = lazy(() => import('./chat-dock'));

export function ChatDockSlot() {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!isPainted) return null;
  return (
    <Suspense fallback={null}>
      <ChatDock />
    </Suspense>
  );
}
