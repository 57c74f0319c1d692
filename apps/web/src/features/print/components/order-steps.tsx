import { VisuallyHidden } from '@mantine/core';
import type { PrintOrderStatus } from '@sns/contract';
import { ORDER_STEPS, orderStepIndex } from '../lib/order-status';
import classes from './print.module.css';

/**
 * Where an order is on its way: Paid → At the printer → Printing → Shipped → Delivered. Nothing
 * for an order that left that way (canceled, refunded…): its headline says what happened.
 */
export function OrderSteps({ status }: { status: PrintOrderStatus }) {
  const index = orderStepIndex(status);
  if (index === null) return null;
  return (
    <ol className={classes.steps} aria-label="Order progress">
      {ORDER_STEPS.map((step, i) => {
        const state = i < index ? 'done' : i === index ? 'current' : 'next';
        return (
          <li
            key={step.status}
            className={`${classes.step} ${state === 'done' ? classes.stepDone : ''} ${
              state === 'current' ? classes.stepCurrent : ''
            }`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span aria-hidden="true">{state === 'next' ? '○' : '●'}</span>
            {step.label}
            {state === 'done' && <VisuallyHidden> (done)</VisuallyHidden>}
          </li>
        );
      })}
    </ol>
  );
}
