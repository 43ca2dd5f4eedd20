/** A radio group drawn as cards (Ark UI RadioGroup): arrow keys move, Space selects. */
import { RadioGroup } from '@ark-ui/react/radio-group';
import type { ComponentProps } from 'react';
import { css, cx } from '../../styled-system/css';
import { radioCard } from '../../styled-system/recipes/radio-card';

const styles = radioCard();

function Root({ className, ...rest }: ComponentProps<typeof RadioGroup.Root>) {
  return <RadioGroup.Root className={cx(styles.root, className)} {...rest} />;
}
function Label({ className, ...rest }: ComponentProps<typeof RadioGroup.Label>) {
  return <RadioGroup.Label className={cx(styles.label, className)} {...rest} />;
}
/** One card: the control, the text and the hidden native radio that carries the name. */
function Item({ value, children, className, ...rest }: ComponentProps<typeof RadioGroup.Item>) {
  return (
    <RadioGroup.Item value={value} className={cx(styles.item, className)} {...rest}>
      <RadioGroup.ItemControl className={styles.itemControl} />
      <RadioGroup.ItemText className={styles.itemText}>{children}</RadioGroup.ItemText>
      <RadioGroup.ItemHiddenInput />
    </RadioGroup.Item>
  );
}

const errorTextStyle = css({ gridColumn: '1 / -1', color: 'danger', fontSize: 'sm' });

/** The group's error message, in the error colour; give it an id and point the Root's aria-describedby at it. */
function ErrorText({ className, ...rest }: ComponentProps<'p'>) {
  return <p role="alert" className={cx(errorTextStyle, className)} {...rest} />;
}

export const RadioCard = { Root, Label, Item, ErrorText };
