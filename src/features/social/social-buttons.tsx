/**
 * Social login buttons (spec part 1 sections 2 and 4: LinkedIn, Facebook, Google). A
 * configured provider is a full-page link to the server's start; one that is not
 * configured stays visible, disabled, with the reason under it.
 */
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { SOCIAL_PATHS, SocialProvider, socialNotConfigured } from '../../../contract';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { Button } from '../../ui/button';
import { readPageJson } from '../../ui/page-json';
import { noteStyle } from '../account/form-styles';
import { fetchSocialProviders } from './mutations';

function ProviderButton({ provider, next }: { provider: SocialProvider; next: string }) {
  const noteId = useId();
  const label = `Continue with ${provider.name}`;
  if (provider.is_configured) {
    const href = `${SOCIAL_PATHS.start(provider.id)}?${new URLSearchParams({ next })}`;
    return (
      <a href={href} className={button({ variant: 'outline' })}>
        {label}
      </a>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <Button variant="outline" disabled aria-describedby={noteId}>
        {label}
      </Button>
      <p id={noteId} className={noteStyle}>
        {socialNotConfigured(provider.name)}
      </p>
    </div>
  );
}

/**
 * The providers the server wrote into the page's head: the buttons are drawn with the page's
 * first frame. The service worker's copy of the page may be older, so they are asked again.
 */
const readEmbeddedProviders = (): SocialProvider[] => readPageJson('social-providers', v.array(SocialProvider)) ?? [];

export function SocialButtons({ next }: { next: string }) {
  const [providers, setProviders] = useState<SocialProvider[]>(readEmbeddedProviders);
  useEffect(() => {
    let isCurrent = true;
    void fetchSocialProviders().then((result) => {
      if (isCurrent && result.ok) setProviders(result.data);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {providers.map((provider) => (
        <ProviderButton key={provider.id} provider={provider} next={next} />
      ))}
    </div>
  );
}
