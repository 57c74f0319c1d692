import { Badge, Button, Text, Title } from '@mantine/core';
import { BEST_VALUE_PACKAGE_NAME, formatPrice, type Product } from '@sns/contract';
import classes from './purchase.module.css';
import { formatLocale } from '../../../lib/i18n/language-store';
import { useT } from '../../../lib/i18n/use-t';

interface PackageCardProps {
  product: Product;
  /** Absent for visitors: they see the login prompt instead of a Purchase button. */
  onPurchase?: (product: Product) => void;
  /** This package's checkout is being opened. */
  loading?: boolean;
  /** Another package's checkout is being opened. */
  disabled?: boolean;
}

/** One credit package: picture, name, price and the Purchase button (docs/product.md#purchase). */
export function PackageCard({
  product,
  onPurchase,
  loading = false,
  disabled = false,
}: PackageCardProps) {
  const t = useT();
  const best = product.name === BEST_VALUE_PACKAGE_NAME;
  const titleId = `package-${product.product_id}`;
  const perCredit = formatPrice(product.price / product.credits, product.currency, formatLocale());
  return (
    <article className={`${classes.card} ${best ? classes.best : ''}`} aria-labelledby={titleId}>
      <img
        className={classes.picture}
        src={product.presigned_url}
        alt={t('purchase.pictureAlt', { name: product.name })}
        width={640}
        height={400}
        loading="lazy"
      />
      {best && (
        <Badge
          className={classes.ribbon}
          size="lg"
          color="starlight.5"
          c="#1b1f4b"
          variant="filled"
        >
          {t('purchase.bestValue')}
        </Badge>
      )}
      <div className={classes.body}>
        <Title order={3} id={titleId} c="#1b1f4b">
          {product.name}
        </Title>
        <Text className={classes.price}>
          {formatPrice(product.price, product.currency, formatLocale())}
        </Text>
        <Text c="#4a5060" fz="sm">
          {t('purchase.perCredit', { price: perCredit })}
        </Text>
        {onPurchase && (
          <div className={classes.action}>
            <Button
              fullWidth
              size="md"
              loading={loading}
              disabled={disabled}
              onClick={() => onPurchase(product)}
              {...(best ? { color: 'starlight.5', c: '#1b1f4b' } : {})}
            >
              {t('purchase.purchase')}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
