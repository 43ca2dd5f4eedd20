/**
 * The member's home dashboard (spec part 1 section 2, Home dashboard): 'Unlock Your Career
 * Potential with AI' with the two tracks as tabs, the saved focus area's track first.
 * Loaded lazily from the / route so visitors never download it.
 */
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import { useTenant } from '../../../tenant/use-tenant';
import { Tabs } from '../../../ui/tabs';
import { useIdentity } from '../../session/queries';
import { trackOrder } from './home-tracks';
import { TrackSteps } from './track-steps';

const FocusAreasDialog = lazy(() =>
  import('./focus-areas-dialog').then((module) => ({ default: module.FocusAreasDialog })),
);

export function MemberHome() {
  const tenant = useTenant();
  const identity = useIdentity();
  const tracks = trackOrder(identity?.preferences.focus_area);
  // Mounted on first open, then kept so that closing can animate.
  const [focusDialog, setFocusDialog] = useState<{ isOpen: boolean } | null>(null);
  const firstTrack = tracks[0]?.id;
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Unlock Your Career Potential with AI</h1>
      <p>{identity ? `Welcome back, ${identity.profile.first_name}.` : 'Welcome back.'}</p>
      {/* Keyed by the first track: a changed focus re-selects the leading tab. */}
      <Tabs.Root key={firstTrack} defaultValue={firstTrack}>
        <Tabs.TriggerList
          aria-label="Your path"
          tabs={tracks.map((track) => ({ value: track.id, label: track.label }))}
        />
        {tracks.map((track) => (
          <Tabs.Content key={track.id} value={track.id}>
            <TrackSteps track={track} onChooseFocusAreas={() => setFocusDialog({ isOpen: true })} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {tenant?.ui.show_job_menu ? (
        <Link to="/jobs" className={button({ variant: 'outline' })}>
          Browse the Job Board
        </Link>
      ) : null}
      {focusDialog ? (
        <Suspense fallback={null}>
          <FocusAreasDialog open={focusDialog.isOpen} onOpenChange={(isOpen) => setFocusDialog({ isOpen })} />
        </Suspense>
      ) : null}
    </section>
  );
}
