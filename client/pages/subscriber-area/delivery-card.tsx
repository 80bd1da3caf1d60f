import { useId } from 'react';
import { deliveryStatusTable, type DeliveryStatus } from '../../../shared/delivery-status.ts';
import type { Delivery } from '../../api/queries/deliveries.ts';
import { cx } from '../../components/class-names.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Icon, type IconName } from '../../components/icon.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { DeliveryActions } from './delivery-actions.tsx';
import type { DeliveryDates } from './delivery-dates.ts';
import { DeliveryDetail } from './delivery-detail.tsx';
import { DeliveryProgress } from './delivery-progress.tsx';
import { SupportPhone } from './support-phone.tsx';
import styles from './subscriber-area-page.module.css';

// spec §4's colour never alone: each status has its icon and its title in words
const statusIcons: Record<DeliveryStatus, IconName> = {
  preorder: 'clock',
  planned: 'leaf',
  confirmed: 'leaf',
  carried: 'truck',
  in_progress: 'truck',
  delivered: 'check',
  canceled: 'close',
  delivery_canceled: 'close',
  failed: 'alert',
  skipped: 'minus',
  paused: 'minus',
  suspended: 'minus',
};

/** What went wrong with this delivery's last post (spec §8's French message). */
export interface DeliveryRefusal {
  message: string;
  contactSupport: boolean;
}

/** One delivery: its day, its status (spec §4), its progress, its recipes and its buttons. */
export function DeliveryCard({
  delivery,
  dates,
  open,
  refusal,
}: {
  delivery: Delivery;
  dates: DeliveryDates;
  open: boolean;
  refusal?: DeliveryRefusal;
}) {
  const titleId = useId();
  const status = deliveryStatusTable[delivery.status];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.day}>
          {dates.day(delivery.deliveryDate)}
        </h3>
        <p className={styles.meta}>
          Commande {delivery.reference} · {delivery.guests}&nbsp;personnes
        </p>
      </header>
      <p className={cx(styles.status, styles[status.tone])}>
        <Icon name={statusIcons[delivery.status]} />
        <span>{status.title}</span>
      </p>
      <div className={styles.detail}>
        <DeliveryDetail delivery={delivery} dates={dates} open={open} />
      </div>
      {status.step ? <DeliveryProgress step={status.step} /> : null}
      {delivery.recipes.length > 0 ? (
        <ul className={styles.recipes} aria-label="Les recettes de la box">
          {delivery.recipes.map((recipe) => (
            <li key={recipe.slug} className={styles.recipe}>
              {recipe.picture ? (
                <ResponsiveImage
                  picture={{ ...recipe.picture, alt: '' }}
                  sizes="4rem"
                  className={styles.thumb}
                />
              ) : null}
              <span>{recipe.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {refusal ? (
        <div className={styles.refusal}>
          <FormAlert message={refusal.message} />
          {refusal.contactSupport ? (
            <p>
              Pour la recevoir, <SupportPhone />.
            </p>
          ) : null}
        </div>
      ) : null}
      <DeliveryActions delivery={delivery} dates={dates} />
    </article>
  );
}
