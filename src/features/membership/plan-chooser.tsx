/** The plan chooser: the Monthly/Yearly toggle and the plans by tier (spec part 2 section 9). */
import { useState } from 'react';
import { type BillingInterval, byTier, formatPercent, type PlansResponse } from '../../../contract/payments';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import type { MemberPlanState } from './data';
import { PlanCard } from './plan-card';
import type { MembershipActions } from './use-membership-actions';

interface PlanChooserProps {
  plans: PlansResponse;
  member: MemberPlanState | null;
  isOnline: boolean;
  actions: MembershipActions | null;
  heading: string;
}

const INTERVALS: { value: BillingInterval; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

export function PlanChooser({ plans, member, isOnline, actions, heading }: PlanChooserProps) {
  const [interval, setInterval] = useState<BillingInterval>(member?.interval ?? 'month');
  const { discounts } = plans;
  return (
    <section
      aria-labelledby="plan-chooser-heading"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <h2 id="plan-chooser-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {heading}
        </h2>
        <fieldset className={css({ display: 'flex', gap: '1', p: '1', borderRadius: 'lg', bg: 'bg.muted' })}>
          <legend className={css({ srOnly: true })}>Billing period</legend>
          {INTERVALS.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={interval === option.value ? 'solid' : 'ghost'}
              aria-pressed={interval === option.value}
              onClick={() => setInterval(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </fieldset>
      </div>
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
        })}
      >
        {byTier(plans.data).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            interval={interval}
            member={member}
            isOnline={isOnline}
            actions={actions}
          />
        ))}
      </div>
      {discounts.length > 0 ? (
        <ul className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {discounts.map((discount) => (
            <li key={discount.id}>
              {`${discount.name}: ${formatPercent(discount.discount_percentage)} off`}
              {discount.description ? ` — ${discount.description}` : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
