import { PinInput } from '@ark-ui/react/pin-input';
import type { ClipboardEvent } from 'react';
import { OTP_LENGTH } from '../../../contract';
import { css, cx } from '../../../styled-system/css';
import { field } from '../../../styled-system/recipes/field';

const DIGITS = Array.from({ length: OTP_LENGTH }, (_, index) => index);
const inputStyle = field().input;
const digitStyle = css({ w: { base: '11', sm: '12' }, h: '12', px: '0', textAlign: 'center', fontSize: 'xl' });

interface OtpInputProps {
  value: string[];
  onValueChange: (value: string[]) => void;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** The error's element id, so each box points at it. */
  describedBy?: string | undefined;
}

/**
 * Six single-digit boxes (Ark UI PinInput): typing advances, Backspace goes back, and a
 * whole code pasted into any box fills all six.
 */
export function OtpInput({ value, onValueChange, isInvalid = false, isDisabled = false, describedBy }: OtpInputProps) {
  // PinInput keeps the digits left of the box pasted into; a full code replaces them all.
  function onPasteCapture(event: ClipboardEvent) {
    const code = event.clipboardData.getData('text/plain').replace(/\s/g, '');
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) return;
    event.preventDefault();
    event.stopPropagation();
    onValueChange(code.split(''));
  }
  return (
    <PinInput.Root
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      count={OTP_LENGTH}
      type="numeric"
      otp
      placeholder=""
      invalid={isInvalid}
      disabled={isDisabled}
      autoFocus
      translations={{ inputLabel: (index, length) => `Digit ${index + 1} of ${length}` }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <PinInput.Label className={css({ fontWeight: 'medium', fontSize: 'sm' })}>Verification code</PinInput.Label>
      <PinInput.Control
        onPasteCapture={onPasteCapture}
        className={css({ display: 'flex', gap: { base: '1.5', sm: '2' } })}
      >
        {DIGITS.map((index) => (
          <PinInput.Input
            key={index}
            index={index}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-describedby={describedBy}
            className={cx(inputStyle, digitStyle)}
          />
        ))}
      </PinInput.Control>
      <PinInput.HiddenInput />
    </PinInput.Root>
  );
}
