/**
 * A click that acts for a member and asks a visitor to sign up, decided by whether someone is
 * signed in: as the page knows it, or, while the page has not heard it yet (`undefined`), as
 * `readSession` finds it at the click, so a click made as the page opens is not lost.
 */
export async function memberClick(
  isLoggedIn: boolean | undefined,
  readSession: () => Promise<boolean>,
  forMember: () => void,
  forVisitor: () => void,
): Promise<void> {
  const isMember = isLoggedIn ?? (await readSession());
  (isMember ? forMember : forVisitor)();
}
