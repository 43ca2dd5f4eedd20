/**
 * Profile imports (spec part 1 section 4): online-only worker calls. They resolve to the
 * updated Profile (the worker has also written meta 'profile' and started a sync that
 * brings the career entries) or reject with an ImportError carrying the server's words.
 */
import type { ImportSection, Profile } from '../../../contract';
import type { ImportResult } from '../../../sync/core/api';
import { syncClient } from '../sync/sync-client';

export class ImportError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

function unwrap(result: ImportResult): Profile {
  if (result.ok) return result.profile;
  throw new ImportError(result.message, result.fieldErrors);
}

export async function importResume(file: File, sections: readonly ImportSection[]): Promise<Profile> {
  return unwrap(await syncClient().imports.resume(file, [...sections]));
}

export async function importLinkedinArchive(file: File, sections: readonly ImportSection[]): Promise<Profile> {
  return unwrap(await syncClient().imports.linkedinArchive(file, [...sections]));
}

export async function importLinkedinUrl(url: string, sections: readonly ImportSection[]): Promise<Profile> {
  return unwrap(await syncClient().imports.linkedinUrl(url, [...sections]));
}
