import { VisuallyHidden } from '@mantine/core';
import type { PrintOrderStatus } from '@sns/contract';
import { ORDER_STEPS, orderStepIndex } from '../lib/order-status';
import classes from './print.module.css';
import { useT } from '../../../lib/i18n/use-t';

/**
 * Where an order is on its way: Paid → At the printer → Printing → Shipped → Delivered. Nothing
 * for an order that left that way (canceled, refunded…): its headline says what happened.
 */
export function OrderSteps({ status }: { status: PrintOrderStatus }) {
  const t = useT();
  const index = orderStepIndex(status);
  if (index === null) return null;
  return (
    <ol className={classes.steps} aria-label={t('print.progress')}>
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
            {t(`printStep.${step.status}`)}
            {state === 'done' && <VisuallyHidden>{t('print.stepDone')}</VisuallyHidden>}
          </li>
        );
      })}
    </ol>
  );
}
