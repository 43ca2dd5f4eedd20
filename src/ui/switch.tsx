/**
 * An on/off switch on Ark UI's Switch: a real checkbox with role "switch" underneath, so
 * Space toggles it, screen readers say "switch, on/off", and the label names it.
 */
import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { CSSProperties } from 'react';
import { css, cx } from '../../styled-system/css';

interface SwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Phones keep only the track on screen; the label still names the switch. */
  isLabelHiddenOnPhones?: boolean;
  className?: string;
}

const root = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '8',
  px: '1',
  borderRadius: 'md',
  fontSize: 'sm',
  cursor: 'pointer',
});
const control = css({
  position: 'relative',
  display: 'inline-flex',
  w: '9',
  h: '5',
  p: '0.5',
  flexShrink: '0',
  borderRadius: 'full',
  bg: 'border.default',
  transition: 'background 0.15s',
  _checked: { bg: 'brand.solid' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
});
const thumb = css({
  w: '4',
  h: '4',
  borderRadius: 'full',
  bg: 'bg.surface',
  transition: 'transform 0.15s',
  _checked: { transform: 'translateX(16px)' },
});

// Ark hides the input with an inline 1px clip; laid over the whole switch instead (and
// transparent), a pointer lands on the real checkbox wherever it clicks.
const overRoot = {
  position: 'absolute',
  inset: '0',
  width: '100%',
  height: '100%',
  margin: '0',
  opacity: 0,
  clip: 'auto',
  overflow: 'visible',
  cursor: 'pointer',
} satisfies CSSProperties;

const labelOnWideScreens = css({ srOnly: { base: true, md: false }, whiteSpace: 'nowrap' });

export function Switch({ label, checked, onCheckedChange, isLabelHiddenOnPhones, className }: SwitchProps) {
  return (
    <ArkSwitch.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      className={cx(root, className)}
    >
      <ArkSwitch.Control className={control}>
        <ArkSwitch.Thumb className={thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={isLabelHiddenOnPhones ? labelOnWideScreens : undefined}>{label}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput
        role="switch"
        style={overRoot}
        // Space toggles a checkbox natively; Enter toggles a switch too (as our buttons do).
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onCheckedChange(!checked);
        }}
      />
    </ArkSwitch.Root>
  );
}
