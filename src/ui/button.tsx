import { type ComponentProps, forwardRef } from 'react';
import { cx } from '../../styled-system/css';
import { type ButtonVariantProps, button } from '../../styled-system/recipes/button';

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps;

/** A button styled by the `button` recipe. Icon-only buttons must pass `aria-label`. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={cx(button({ variant, size }), className)} {...rest} />;
});
