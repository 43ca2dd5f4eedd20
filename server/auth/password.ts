/** Checking a password against the argon2id hash an account stores. */
import { hash, verify } from '@node-rs/argon2';

// Unknown e-mails and unusable hashes are checked against this hash too, so the time a sign-in
// takes does not tell which e-mails exist or which accounts cannot sign in.
let decoy: Promise<string> | undefined;
const decoyHash = () => {
  decoy ??= hash('decoy-password-not-used');
  return decoy;
};

/**
 * Whether `password` is the one `stored` was made from. No stored hash (an unknown e-mail) and
 * a stored value argon2 cannot read (a seeded system account that never signs in) match no
 * password: argon2 would throw on the latter, and a sign-in must answer 401, not 500.
 */
export async function passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
  if (stored !== undefined) {
    try {
      return await verify(stored, password);
    } catch {
      // Not an argon2 hash: fall through to the decoy for the same cost.
    }
  }
  await verify(await decoyHash(), password);
  return false;
}
