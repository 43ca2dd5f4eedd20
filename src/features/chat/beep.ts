/** A short two-tone beep (Web Audio, no sound file) for a message arriving while the dock is closed. */
let context: AudioContext | undefined;

export function beep(): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const ctx = context;
    // Browsers keep a context suspended until the page had a user gesture; then the beep is skipped.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.15, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    const tone = ctx.createOscillator();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(880, start);
    tone.frequency.setValueAtTime(1320, start + 0.12);
    tone.connect(gain);
    tone.start(start);
    tone.stop(start + 0.32);
  } catch {
    // No audio output on this device: the visual indicator is enough.
  }
}
