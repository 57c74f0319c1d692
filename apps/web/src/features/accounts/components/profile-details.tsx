import type { User } from '@sns/contract';
import type { ReactNode } from 'react';
import { formatLongDateTime } from '../../../lib/format-date';
import { LatestReceiptButton } from './latest-receipt-button';
import classes from './profile.module.css';
import { useT } from '../../../lib/i18n/use-t';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The profile's facts as label/value pairs (docs/product.md#profile-modal); the real last name
 * (docs/decisions/d2-profile-last-name.md).
 */
export function ProfileDetails({ user }: { user: User }) {
  const t = useT();
  return (
    <dl className={classes.details}>
      <Row label={t('profile.firstName')}>{user.firstName}</Row>
      <Row label={t('profile.lastName')}>{user.lastName}</Row>
      <Row label={t('profile.email')}>{user.email}</Row>
      <Row label={t('profile.memberSince')}>{formatLongDateTime(user.createdAt)}</Row>
      <Row label={t('profile.credits')}>
        <span className={classes.credits}>{user.storiesRemaining}</span>
      </Row>
      <Row label={t('profile.stories')}>{user.userStories}</Row>
      <Row label={t('profile.lastReceipt')}>
        <LatestReceiptButton email={user.email} />
      </Row>
      <Row label={t('profile.lastPurchase')}>
        {user.lastPurchaseDate
          ? formatLongDateTime(user.lastPurchaseDate)
          : t('profile.noPurchases')}
      </Row>
    </dl>
  );
}
