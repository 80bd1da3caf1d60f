import { StepProgress } from '../components/step-progress.tsx';

// ADR 043's steps of the first order, as the visitor goes through them
const steps = ['Vos recettes', 'Votre compte', 'La livraison', 'Le paiement'] as const;
const stepIndex = { menu: 0, account: 1, delivery: 2, payment: 3, done: 4 } as const;

/** Where the visitor is in the first order: the step of this page, the ones before it done. */
export function FunnelProgress({ step }: { step: keyof typeof stepIndex }) {
  return <StepProgress label="Étapes de votre commande" steps={steps} current={stepIndex[step]} />;
}
