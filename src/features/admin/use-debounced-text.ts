/**
 * A free-text filter kept in the address: the box shows each keystroke at once and the
 * address gets the text SEARCH_DELAY_MS after the last one, so typing asks the server once;
 * when the address changes by itself (Back, a link) the box follows it.
 */
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../../contract';

export function useDebouncedText(
  value: string,
  onCommit: (text: string) => void,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => commit.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return [text, setText];
}
