/**
 * Where Ask Anything sits in pages. SEAM: the Ask Anything helper of issue 9 replaces these
 * placeholders with the real assistant (a lazy chunk).
 */
interface AskAnythingProps {
  /** The agent whose chat this is (its slug); none on the agent area's main page. @default null */
  agent?: string | null;
}

/** The assistant as the right panel's column (lg and up). */
export function AskAnythingPanel(_props: AskAnythingProps) {
  return null;
}

/** Below lg: a button that opens the assistant full width. */
export function AskAnythingLauncher(_props: AskAnythingProps) {
  return null;
}
