import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askAfter } from './ask-after';

describe('askAfter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks after the delay and passes the answer on', async () => {
    const ask = vi.fn(async () => 'answer');
    const answers: string[] = [];
    askAfter(500, ask, (answer) => answers.push(answer));
    await vi.advanceTimersByTimeAsync(499);
    expect(ask).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(answers).toEqual(['answer']);
  });

  it('never asks once cleaned up during the wait', async () => {
    const ask = vi.fn(async () => 'answer');
    const cleanup = askAfter(500, ask, () => undefined);
    cleanup();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ask).not.toHaveBeenCalled();
  });

  it('drops an answer or a failure that arrives after the cleanup', async () => {
    let answer: (value: string) => void = () => undefined;
    let fail: (reason: Error) => void = () => undefined;
    const onAnswer = vi.fn();
    const onError = vi.fn();
    const first = askAfter(0, () => new Promise<string>((resolve) => (answer = resolve)), onAnswer, onError);
    const second = askAfter(0, () => new Promise<string>((_, reject) => (fail = reject)), onAnswer, onError);
    await vi.advanceTimersByTimeAsync(0);
    first();
    second();
    answer('late');
    fail(new Error('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a failure to onError while current', async () => {
    const onError = vi.fn();
    askAfter(
      0,
      () => Promise.reject(new Error('down')),
      () => undefined,
      onError,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledOnce();
  });
});
