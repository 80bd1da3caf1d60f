import { customerService } from '../../shared/customer-service.ts';

/** spec §8's « contact support »: the phone number and e-mail address, with the opening hours. */
export function CustomerServiceContact() {
  return (
    <p>
      Notre service client vous répond {customerService.hours}, au{' '}
      <a href={customerService.phone.href}>{customerService.phone.display}</a> ou à{' '}
      <a href={`mailto:${customerService.email}`}>{customerService.email}</a>.
    </p>
  );
}
