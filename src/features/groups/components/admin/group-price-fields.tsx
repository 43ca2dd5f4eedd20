// The "Price" section of a circle or event: paid or free, the price, paid features and a discount.
import { PAID_FEATURES_MAX } from '../../../../../contract';
import { Field } from '../../../../ui/field';
import { TextField } from '../../../../ui/text-field';
import { CheckboxField } from '../../../profile/components/checkbox-field';
import { Section } from './form-section';
import { type GroupFieldsProps, linesOf, numberOf } from './group-form-state';

interface GroupPriceFieldsProps extends GroupFieldsProps {
  /** The paid-features textarea as typed (blank lines kept until the form is sent). */
  featuresText: string;
  onFeaturesTextChange: (text: string) => void;
}

export function GroupPriceFields({ featuresText, onFeaturesTextChange, form, errors, set }: GroupPriceFieldsProps) {
  return (
    <Section title="Price">
      <CheckboxField label="Paid" checked={form.is_paid} onCheckedChange={(is_paid) => set({ is_paid })} />
      {form.is_paid ? (
        <>
          <TextField
            label="Price (USD)"
            type="number"
            min={0}
            value={form.price === null ? '' : String(form.price)}
            onValueChange={(value) => set({ price: numberOf(value) })}
            error={errors.price}
          />
          <Field.Root invalid={Boolean(errors.paid_features)}>
            <Field.Label>Paid features (one per line, at most {PAID_FEATURES_MAX})</Field.Label>
            <Field.Textarea
              rows={3}
              value={featuresText}
              onChange={(event) => {
                onFeaturesTextChange(event.target.value);
                set({ paid_features: linesOf(event.target.value) });
              }}
            />
            <Field.ErrorText>{errors.paid_features}</Field.ErrorText>
          </Field.Root>
          <TextField
            label="Discount (%)"
            type="number"
            min={0}
            max={100}
            value={form.discount === null ? '' : String(form.discount)}
            onValueChange={(value) => set({ discount: numberOf(value) })}
            error={errors.discount}
          />
        </>
      ) : null}
    </Section>
  );
}
