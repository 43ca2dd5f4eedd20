import { useLiveQuery } from 'dexie-react-hooks';
import { getMeta, type MetaValues } from '../../sync/core/db';
import { db } from './db';

/** A live value of the meta table; `undefined` while loading or absent. */
export function useMeta<K extends keyof MetaValues>(key: K): MetaValues[K] | undefined {
  return useLiveQuery(() => getMeta(db, key), [key]);
}
