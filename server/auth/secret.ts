/**
 * The HS256 key of access tokens (also the key of captcha challenges and one-time codes):
 * JWT_SECRET when set; else a random key generated once and kept where every process that
 * shares the data can read it, so sessions survive a restart:
 * - on Postgres, in `generated_secrets` (several processes on one database agree);
 * - on PGlite, in DATA_DIR/secret (one process owns that directory);
 * - in memory (tests), a fresh random key.
 * Production refuses to start without JWT_SECRET (config.ts), so this is for development.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { generatedSecrets } from '../ops/schema';

const SECRET_NAME = 'jwt';

export interface JwtSecretOptions {
  envSecret?: string | undefined;
  /** The shared database (Postgres): the generated key is kept there. */
  db?: Db | undefined;
  /** Else DATA_DIR: the generated key is kept in DATA_DIR/secret. */
  dataDir?: string | undefined;
}

const encode = (text: string) => new TextEncoder().encode(text);

/** Insert-if-absent then read: processes starting at once all read the one key that won. */
async function keyInDatabase(db: Db): Promise<Uint8Array> {
  await db
    .insert(generatedSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(generatedSecrets).where(eq(generatedSecrets.name, SECRET_NAME));
  if (!row) throw new Error('the generated access-token key vanished from generated_secrets');
  return encode(row.value);
}

async function keyInDirectory(dataDir: string): Promise<Uint8Array> {
  const file = join(dataDir, 'secret');
  try {
    return encode((await readFile(file, 'utf8')).trim());
  } catch {
    await mkdir(dataDir, { recursive: true });
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

export async function loadJwtSecret(options: JwtSecretOptions): Promise<Uint8Array> {
  if (options.envSecret) return encode(options.envSecret);
  if (options.db) return keyInDatabase(options.db);
  if (options.dataDir) return keyInDirectory(options.dataDir);
  return randomBytes(32);
}
