import { customerService } from '../../../shared/customer-service.ts';

/** « contactez notre service client au 01 84 80 12 34 » (spec §4, §8: contact support). */
export function SupportPhone() {
  return (
    <>
      contactez notre service client au{' '}
      <a href={customerService.phone.href}>{customerService.phone.display}</a>
    </>
  );
}
