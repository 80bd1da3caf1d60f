import { deliveryModeOf } from '../../../shared/city-delivery-mode.ts';
import type { CityPage } from '../../../shared/city-pages.ts';
import { deliveryDaysPhrase } from '../../../shared/delivery-area.ts';
import { formatSlot } from '../../../shared/delivery-slot.ts';
import { formatDay } from '../../../shared/french-dates.ts';
import { useDeliveryDays } from '../../components/seo/seo-data.ts';
import styles from '../../components/seo/seo-sections.module.css';

const modeNames = { 'cargo-bike': 'à vélo cargo', carrier: 'par transporteur du frais' } as const;

/** The city's delivery days and mode (cargo bike or carrier, shared/city-delivery-mode.ts). */
export function CityDeliverySection({ city }: { city: CityPage }) {
  const { days, slots } = useDeliveryDays();
  const mode = deliveryModeOf(city);
  return (
    <section aria-labelledby="city-delivery">
      <h2 id="city-delivery">
        Livraison à {city.city}, {modeNames[mode]}
      </h2>
      <p className={styles.prose}>{city.delivery}</p>
      <div className={styles.columns}>
        <div>
          <h3>Jours et créneaux</h3>
          <p>
            {deliveryDaysPhrase.charAt(0).toUpperCase() + deliveryDaysPhrase.slice(1)}, au choix
            {slots.length > 0 ? `\u00a0: ${slots.map(formatSlot).join(' ou ')}` : ''}.
          </p>
        </div>
        {days.length > 0 ? (
          <div>
            <h3>Prochaines livraisons possibles à {city.city}</h3>
            <ul>
              {days.map((day) => (
                <li key={day}>{formatDay(day)}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
