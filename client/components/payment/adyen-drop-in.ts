import { AdyenCheckout, Card, Dropin } from '@adyen/adyen-web';
import stylesheetUrl from '@adyen/adyen-web/styles/adyen.css?url';
import type { AvailablePaymentMethods } from '../../api/card-payment.ts';
import type { AdyenSettings } from '../../app/site-settings.tsx';

// Adyen Web's Drop-in for the card payments (ADR 038: the gift card's, the funnel's), in a chunk the payment step imports
// once hydrated: neither the library nor its stylesheet is in any other page's JavaScript or
// CSS. The stylesheet is a file of its own (`?url`): imported plainly, it would join the site's
// one stylesheet (vite.config.ts: cssCodeSplit off).

let stylesheet: Promise<void> | undefined;

/** Adyen's stylesheet in the page, once; the Drop-in mounts when it has loaded (no unstyled flash). */
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      stylesheet = undefined;
      reject(new Error('Adyen Web stylesheet not loaded'));
    };
    document.head.append(link);
  });
  return stylesheet;
}

export interface DropinOptions {
  adyen: AdyenSettings;
  amountInCents: number;
  paymentMethods: AvailablePaymentMethods;
  /** the payment method the shopper entered, encrypted by Adyen (`state.data.paymentMethod`) */
  onSubmit(paymentMethod: Record<string, unknown>): void;
  /** an AdyenCheckoutError's name (NETWORK_ERROR…) */
  onError(name: string): void;
}

/**
 * Mounts the Drop-in, cards only, into `container` once its stylesheet and Adyen's texts have
 * loaded, unless `signal` ended first; the end of `signal` unmounts it. The payment itself is
 * the route action's: `onSubmit` is never resolved here, the step's next answer replaces this
 * Drop-in (a refusal mounts a new one, 3-D Secure leaves the page).
 */
export async function mountDropin(
  container: HTMLElement,
  options: DropinOptions,
  signal: AbortSignal,
): Promise<void> {
  await loadStylesheet();
  const checkout = await AdyenCheckout({
    clientKey: options.adyen.clientKey,
    environment: options.adyen.environment,
    locale: 'fr-FR',
    countryCode: 'FR',
    amount: { value: options.amountInCents, currency: 'EUR' },
    paymentMethodsResponse: options.paymentMethods,
    onSubmit: (state) => options.onSubmit(state.data.paymentMethod),
    onError: (error) => options.onError(error.name),
  });
  // one Drop-in at a time in the container: a mount whose page moved on meanwhile never happens
  signal.throwIfAborted();
  const dropin = new Dropin(checkout, { paymentMethodComponents: [Card] }).mount(container);
  signal.addEventListener('abort', () => dropin.unmount(), { once: true });
}
