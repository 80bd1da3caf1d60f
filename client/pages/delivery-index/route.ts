import { leadAction } from '../../components/lead/lead-action.ts';

export { Component } from './delivery-page.tsx';

// spec §2: the subscribe form's leads are the delivery page's
export const action = leadAction('livraison');
