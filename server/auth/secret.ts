/**
 * The HS256 key of access tokens: JWT_SECRET when set, else a random key generated once
 * into DATA_DIR/secret so that sessions survive a restart, else (tests) a random key.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function loadJwtSecret(options: { envSecret?: string | undefined; dataDir?: string | undefined }) {
  const encode = (text: string) => new TextEncoder().encode(text);
  if (options.envSecret) return encode(options.envSecret);
  if (!options.dataDir) return randomBytes(32);
  const file = join(options.dataDir, 'secret');
  try {
    return encode((await readFile(file, 'utf8')).trim());
  } catch {
    await mkdir(options.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    try {
      await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
      return encode(secret);
    } catch {
      // Another process wrote it first: use theirs.
      return encode((await readFile(file, 'utf8')).trim());
    }
  }
}
