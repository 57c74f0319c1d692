import type { User } from '@sns/contract';
import type { ReactNode } from 'react';
import { formatLongDateTime } from '../../../lib/format-date';
import { LatestReceiptButton } from './latest-receipt-button';
import classes from './profile.module.css';

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
  return (
    <dl className={classes.details}>
      <Row label="First name">{user.firstName}</Row>
      <Row label="Last name">{user.lastName}</Row>
      <Row label="E-mail">{user.email}</Row>
      <Row label="Member since">{formatLongDateTime(user.createdAt)}</Row>
      <Row label="Credits available">
        <span className={classes.credits}>{user.storiesRemaining}</span>
      </Row>
      <Row label="Total stories">{user.userStories}</Row>
      <Row label="Last receipt">
        <LatestReceiptButton email={user.email} />
      </Row>
      <Row label="Last purchase">
        {user.lastPurchaseDate ? formatLongDateTime(user.lastPurchaseDate) : 'No purchases yet'}
      </Row>
    </dl>
  );
}
