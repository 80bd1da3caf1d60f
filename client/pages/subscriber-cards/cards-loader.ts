import { redirect } from 'react-router-dom';
import { cardSavingDetails } from '../../api/card-saving.ts';
import { savedCardsQuery } from '../../api/queries/saved-cards.ts';
import { newCardStep, unpaidNotice, type CardStep } from '../../components/payment/card-step.ts';
import { notFound } from '../../router/route-outcome.ts';
import type { PageLoadArgs } from '../../routes/route-module.ts';
import { cardsPath, cardStepKey, doneParam } from './cards-paths.ts';

/**
 * The saved cards and a new card step (ADR 048). Back from 3-D Secure (`?redirectResult=`), the
 * card is saved by POST /adyen/payments/details (asked again, the same answer), then a 303 to
 * the page, as /panier/confirmation does; refused, the card step says why.
 */
export async function loader({ url, deps }: PageLoadArgs): Promise<void> {
  const dropin = deps.site.adyen !== null;
  const redirectResult = url.searchParams.get('redirectResult');
  let step: CardStep | undefined;
  if (redirectResult !== null) {
    if (redirectResult === '' || redirectResult.length > 200) notFound();
    const outcome = await cardSavingDetails(deps.visitorApi, redirectResult);
    if (outcome.kind === 'paid') throw redirect(`${cardsPath}?${doneParam}=ajoutee`, 303);
    if (outcome.kind === 'redirect') notFound();
    step = { ...(await newCardStep(deps.visitorApi, dropin)), ...unpaidNotice(outcome, dropin) };
  }
  await deps.ensure(savedCardsQuery(deps.clients.api));
  deps.queryClient.setQueryData<CardStep>(
    cardStepKey,
    step ?? (await newCardStep(deps.visitorApi, dropin)),
  );
}
