/**
 * A country's flag address, read from a lazily loaded table (flag-urls.ts) so that the
 * first route carries no flag data. Until the table is loaded the result is 'loading';
 * a country without a flag (or a table that could not be loaded) gives undefined.
 */
import { useEffect, useState } from 'react';

type FlagTable = typeof import('./flag-urls');

let table: FlagTable | undefined;
let loading: Promise<FlagTable> | undefined;

function loadTable(): Promise<FlagTable> {
  loading ??= import('./flag-urls').then(
    (loaded) => {
      table = loaded;
      return loaded;
    },
    (error: unknown) => {
      // Offline before the table was ever cached: the next flag shown tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function useFlagUrl(code: string): string | undefined | 'loading' {
  const [loaded, setLoaded] = useState(table);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let isCurrent = true;
    loadTable().then(
      (next) => {
        if (isCurrent) setLoaded(next);
      },
      () => {
        if (isCurrent) setHasFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [loaded]);
  if (loaded) return loaded.flagUrl(code);
  return hasFailed ? undefined : 'loading';
}
