import { data, redirect, redirectDocument } from 'react-router-dom';
import { fallbackErrorMessage, frenchServerMessages } from '../../../shared/errors.ts';
import { ApiError, frenchMessageOf } from '../../api/api-error.ts';
import { saveCard } from '../../api/card-saving.ts';
import { ensureShopperReference } from '../../api/first-order-payment.ts';
import { savedCardsKey } from '../../api/queries/saved-cards.ts';
import { newAttemptKey, readAttemptKey } from '../../components/payment/attempt-key.ts';
import {
  cardStepAgain,
  unpaidNotice,
  type CardStep,
  type CardStepNotice,
} from '../../components/payment/card-step.ts';
import { postedPaymentMethod } from '../../components/payment/posted-payment-method.ts';
import { formField } from '../../routes/form-field.ts';
import type { LoaderDeps } from '../../routes/loader-deps.ts';
import type { PageActionArgs } from '../../routes/route-module.ts';
import { cardMessages, cardsPath, doneParam } from './cards-paths.ts';
import { sitePath } from '../../app/base-path.ts';

/** What the page shows after a post that changed nothing. */
export type CardsAnswer =
  /** a card not saved: the card step again, with why */
  | { kind: 'step'; step: CardStep }
  /** a removal posted without `confirm`: the step that asks (no JavaScript) */
  | { kind: 'confirm'; card: string }
  | { kind: 'refused'; card: string; message: string };

// a card's documentId (product-api/db/document-id.ts)
const cardKey = /^[a-z0-9]{1,64}$/;

// spec §5 and §8: no card without a shopper reference
const missingReference =
  frenchServerMessages['Card creation impossible: customer reference missing'] ??
  fallbackErrorMessage;

/**
 * A card added (`intent=pay`, the shared card step, ADR 037/038): the shopper reference first
 * (spec §5), then POST /credit-cards/add with the attempt as Idempotency-Key (ADR 034). Saved,
 * the page again; 3-D Secure, the bank's page, back to the page's loader; else the step again.
 */
async function addCard(form: FormData, deps: LoaderDeps) {
  const dropin = deps.site.adyen !== null;
  // a post without its key (a form of another version) is a new attempt
  const attempt = readAttemptKey(formField(form, 'attempt', 64)) ?? newAttemptKey();
  const again = async (notice: CardStepNotice, status: number, next: string) =>
    data<CardsAnswer>(
      {
        kind: 'step',
        step: await cardStepAgain(form, { api: deps.visitorApi, dropin }, notice, next),
      },
      status,
    );
  const posted = postedPaymentMethod(form, { dropin, now: deps.now });
  if (!('method' in posted)) return again(posted, 400, attempt);
  if (!(await ensureShopperReference(deps.visitorApi)))
    return again({ message: missingReference, contactSupport: true }, 400, attempt);
  const outcome = await saveCard(deps.visitorApi, {
    method: posted.method,
    attempt,
    returnUrl: sitePath(cardsPath),
  });
  switch (outcome.kind) {
    case 'paid':
      await deps.queryClient.invalidateQueries({ queryKey: savedCardsKey });
      return redirect(`${cardsPath}?${doneParam}=ajoutee`, 303);
    case 'redirect':
      throw redirectDocument(outcome.url, 303);
    case 'refused':
    case 'failed':
      // a refusal ends this attempt: trying again is a new one
      return again(unpaidNotice(outcome, dropin), outcome.status, newAttemptKey());
  }
}

/**
 * A card removed (README « Payment cards »), confirmed first (`confirm=1`, ADR 046's way). The
 * product API decides: another customer's card is a 404, the last card of an active
 * subscription stays (ADR 048); either way nothing is removed and the page says so in French.
 */
async function removeCard(form: FormData, deps: LoaderDeps) {
  const card = formField(form, 'card', 65);
  if (!cardKey.test(card))
    return data<CardsAnswer>({ kind: 'refused', card: '', message: cardMessages.notFound }, 404);
  if (formField(form, 'confirm', 1) !== '1') return data<CardsAnswer>({ kind: 'confirm', card });
  try {
    await deps.visitorApi.delete(`/credit-cards/${card}`, { skipGlobalNotify: true });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 503;
    const message = status === 404 ? cardMessages.notFound : frenchMessageOf(error);
    return data<CardsAnswer>({ kind: 'refused', card, message }, status);
  } finally {
    await deps.queryClient.invalidateQueries({ queryKey: savedCardsKey });
  }
  return redirect(`${cardsPath}?${doneParam}=retiree`, 303);
}

/** The cards page's forms, the same with JavaScript and without (ADR 029, 048). */
export async function action({ request, deps }: PageActionArgs) {
  const form = await request.formData();
  const intent = formField(form, 'intent', 16);
  if (intent === 'pay') return addCard(form, deps);
  if (intent === 'remove') return removeCard(form, deps);
  return data<CardsAnswer>({ kind: 'refused', card: '', message: cardMessages.notFound }, 400);
}
