/**
 * A configuration the server refuses to start with. Its message is the one line the
 * operator reads (main.ts logs it alone, without a stack), so it names the variables to set.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Runs a settings reader and turns what it throws into a ConfigError with the same line. */
export function asConfigError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}
