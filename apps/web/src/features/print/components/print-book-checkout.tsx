import { Alert, Button, Group, NumberInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  PRINT_QUANTITY_MAX,
  SHIPPING_OPTION_IDS,
  type CheckPrintAddressResponse,
  type PrintAddress,
} from '@sns/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message';
import type { FieldErrors } from '../../../lib/form-errors';
import { useBookPrice } from '../api/get-book-price';
import { useMergedBook } from '../api/get-merged-book';
import { usePagesToPrint } from '../api/get-pages-to-print';
import { useCheckPrintAddress } from '../api/check-print-address';
import { useCheckoutBook } from '../api/checkout-book';
import { useShipmentPrices } from '../api/get-shipment-prices';
import {
  emptyAddress,
  fromAddress,
  serverAddressErrors,
  validateAddress,
  type AddressField,
  type AddressFormValues,
} from '../lib/address-form';
import { formatCents, orderTotalCents } from '../lib/money';
import { AddressCheckResult } from './address-check-result';
import { AddressFields } from './address-fields';
import { MergeProgress } from './merge-progress';
import { ProofSummary } from './proof-summary';
import { ShippingOptions } from './shipping-options';
import classes from './print.module.css';
import { useT } from '../../../lib/i18n/use-t';

/**
 * /print-book?merged=…: the proof, the price, where it goes and how, then the hosted checkout
 * (docs/api.md#printed-books). The address is checked by the printer before shipping is priced;
 * the server prices the order again when paying.
 */
export function PrintBookCheckout({ mergedBookId }: { mergedBookId: string }) {
  const t = useT();
  const book = useMergedBook(mergedBookId);
  const ready = book.data?.status === 'ready';
  const pages = usePagesToPrint(ready ? mergedBookId : undefined);
  const price = useBookPrice(pages.data?.pageCount);
  const check = useCheckPrintAddress();
  const checkout = useCheckoutBook();

  const [values, setValues] = useState<AddressFormValues>(() => emptyAddress('US'));
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [checked, setChecked] = useState<CheckPrintAddressResponse | null>(null);
  /** The address the printer took and the parent agreed to: shipping is priced for it. */
  const [address, setAddress] = useState<PrintAddress | null>(null);
  const [shippingId, setShippingId] = useState<string | null>(null);
  const [quantityInput, setQuantityInput] = useState<string | number>(1);
  const quantity =
    typeof quantityInput === 'number' &&
    Number.isInteger(quantityInput) &&
    quantityInput >= 1 &&
    quantityInput <= PRINT_QUANTITY_MAX
      ? quantityInput
      : undefined;
  const [leaving, setLeaving] = useState(false);

  // Shipping is quoted for the copies chosen, as the checkout charges it.
  const shipping = useShipmentPrices(
    address && quantity
      ? {
          country: address.countryCode,
          state: address.stateCode,
          postcode: address.postcode,
          mergedBookId,
          quantity,
        }
      : undefined,
  );

  if (book.isError)
    return (
      <Alert color="red" variant="light" radius="lg" title={t('checkout.openFailed')} role="alert">
        <Stack gap="sm">
          <Text c="#1b1f4b">{describeError(book.error)}</Text>
          <Group>
            <Button component={Link} to="/merged-books" variant="white">
              {t('checkout.backToBooks')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  if (!book.data)
    return <Skeleton height={240} radius={22} aria-label={t('checkout.loadingBook')} />;
  if (!ready) return <MergeProgress mergedBookId={mergedBookId} />;

  const option = shipping.data?.find((o) => o.id === shippingId);
  // While shipping is being priced for a new number of copies, the old price is no total.
  const total =
    price.data && option && quantity && !shipping.isPlaceholderData
      ? orderTotalCents(price.data.price, quantity, option.price)
      : undefined;

  function change(field: AddressField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    // A changed address is checked and priced again.
    setChecked(null);
    setAddress(null);
    setShippingId(null);
  }

  function applyServerErrors(error: unknown) {
    const mapped = serverAddressErrors(error);
    if (Object.keys(mapped.fields).length > 0) {
      setErrors(mapped.fields);
      setAddress(null);
      setChecked(null);
    }
  }

  function checkAddress(event: React.FormEvent) {
    event.preventDefault();
    const result = validateAddress(values);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    check.mutate(
      { address: result.address, mergedBookId },
      {
        onSuccess: (answer) => {
          setChecked(answer);
          // Without a correction to choose, the address stands as typed.
          if (!answer.suggestedAddress) setAddress(result.address);
        },
        onError: applyServerErrors,
      },
    );
  }

  function acceptSuggestion() {
    if (!checked?.suggestedAddress) return;
    const suggested = fromAddress(checked.suggestedAddress);
    setValues(suggested);
    const result = validateAddress(suggested);
    if (result.errors) setErrors(result.errors);
    else setAddress(result.address);
    setChecked({ ...checked, suggestedAddress: null, warnings: [] });
  }

  function keepMine() {
    const result = validateAddress(values);
    if (result.address) setAddress(result.address);
    setChecked(checked ? { ...checked, suggestedAddress: null } : null);
  }

  function pay() {
    const level = SHIPPING_OPTION_IDS.find((id) => id === option?.id);
    if (!address || !level || !quantity) return;
    setLeaving(true);
    checkout.mutate(
      {
        mergedBookId,
        shippingOptionId: level,
        address,
        quantity,
        expectedTotalCents: total,
      },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => {
          setLeaving(false);
          applyServerErrors(error);
          // A total that changed meanwhile: show the new prices before the parent pays again.
          void shipping.refetch();
        },
      },
    );
  }

  const checkError = check.error && !Object.keys(serverAddressErrors(check.error).fields).length;
  return (
    <Stack gap="lg">
      <ProofSummary book={book.data} pageCount={pages.data?.pageCount} price={price.data} />
      {(pages.isError || price.isError) && (
        <Alert
          color="red"
          variant="light"
          radius="lg"
          role="alert"
          title={t('checkout.priceFailed')}
        >
          <Text c="#1b1f4b">{describeError(pages.error ?? price.error)}</Text>
        </Alert>
      )}

      <section className={classes.card} aria-labelledby="address-title">
        <form onSubmit={checkAddress} noValidate>
          <Stack gap="md">
            <Title order={2} id="address-title" c="#1b1f4b" fz="h3">
              {t('checkout.whereTitle')}
            </Title>
            <AddressFields values={values} errors={errors} onChange={change} disabled={leaving} />
            {checkError && (
              <Alert color="red" variant="light" role="alert">
                <Text c="#1b1f4b">{describeError(check.error)}</Text>
              </Alert>
            )}
            {checked && (checked.suggestedAddress || checked.warnings.length > 0) && (
              <AddressCheckResult
                result={checked}
                onUseSuggested={acceptSuggestion}
                onKeepMine={keepMine}
              />
            )}
            {address ? (
              <Text c="teal.9" fw={700} role="status">
                {t('checkout.canDeliver')}
              </Text>
            ) : (
              <Group>
                <Button type="submit" loading={check.isPending} variant="white">
                  {t('checkout.checkAddress')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </section>

      {address && (
        <section className={classes.card} aria-labelledby="delivery-title">
          <Stack gap="md">
            <Title order={2} id="delivery-title" c="#1b1f4b" fz="h3">
              {t('checkout.shippingTitle')}
            </Title>
            {shipping.isPending ? (
              <Skeleton height={120} radius="lg" aria-label={t('checkout.loadingShipping')} />
            ) : shipping.isError ? (
              <Alert color="red" variant="light" role="alert" title={t('checkout.shippingFailed')}>
                <Stack gap="sm">
                  <Text c="#1b1f4b">{describeError(shipping.error)}</Text>
                  <Group>
                    <Button variant="white" onClick={() => void shipping.refetch()}>
                      {t('merge.tryAgain')}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ) : (
              <ShippingOptions
                options={shipping.data}
                value={shippingId}
                onChange={setShippingId}
              />
            )}
            <NumberInput
              label={t('checkout.copies')}
              size="md"
              min={1}
              max={PRINT_QUANTITY_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={quantityInput}
              onChange={setQuantityInput}
              error={
                quantity === undefined
                  ? t('checkout.copiesRange', { max: PRINT_QUANTITY_MAX })
                  : undefined
              }
              maw={160}
            />
            <div aria-live="polite">
              {total !== undefined && price.data ? (
                <Stack gap={2}>
                  <Text c="#1b1f4b" fz="xl" fw={800} data-testid="order-total">
                    {t('checkout.total', {
                      total: formatCents(total, price.data.currency),
                      currency: price.data.currency,
                    })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('checkout.breakdown', {
                      n: quantity,
                      each: formatCents(Math.round(price.data.price * 100), price.data.currency),
                      shipping: formatCents(
                        Math.round((option?.price ?? 0) * 100),
                        price.data.currency,
                      ),
                    })}
                  </Text>
                </Stack>
              ) : (
                <Text c="dimmed">{t('checkout.pickToSee')}</Text>
              )}
            </div>
            {checkout.error && (
              <Alert color="red" variant="light" role="alert" title={t('checkout.checkoutFailed')}>
                <Text c="#1b1f4b">{describeError(checkout.error)}</Text>
              </Alert>
            )}
            <Group>
              <Button
                size="md"
                onClick={pay}
                disabled={!option || !price.data || !quantity}
                loading={leaving}
              >
                {t('checkout.pay')}
              </Button>
            </Group>
          </Stack>
        </section>
      )}
    </Stack>
  );
}
