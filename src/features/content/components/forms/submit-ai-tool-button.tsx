/**
 * Submit AI Tool (on /ai-tools) and Edit (on /ai-tool/$slug): open the AI tool form dialog,
 * which is loaded only when asked for. A visitor is sent to login and back.
 */
import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { AiTool } from '../../../../../contract';
import { Button } from '../../../../ui/button';
import { useIsLoggedIn } from '../../../session/queries';

const AiToolDialog = lazy(() => import('./ai-tool-dialog').then((module) => ({ default: module.AiToolDialog })));

export function SubmitAiToolButton() {
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const next = useLocation({ select: (location) => location.href });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          if (isLoggedIn) setOpen(true);
          else void navigate({ to: '/login', search: { next } });
        }}
        disabled={isLoggedIn === undefined}
      >
        Submit AI Tool
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AiToolDialog tool={null} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function EditAiToolButton({ tool }: { tool: AiTool }) {
  const [open, setOpen] = useState(false);
  if (!tool.can_edit) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Edit
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AiToolDialog tool={tool} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
