import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/link.tsx';
import { faqSearchMaxLength, faqSearchParam, faqSearchWords } from '../../../shared/faq.ts';
import { useClients } from '../../api/api-context.tsx';
import { faqSearchQuery, type FaqSearchHit } from '../../api/queries/faq-search.ts';
import { useDebounced } from '../../app/use-debounced.ts';
import { Button } from '../../components/button.tsx';
import styles from './faq-search.module.css';
import { sitePath } from '../../app/base-path.ts';

const debounceMs = 250;

/**
 * The keyword search of the help centre: results while typing (debounced), announced by a live
 * region, written into the address as `?recherche=`. Without JavaScript the form sends it, which
 * the server answers the same way.
 */
export function FaqSearch({ initial }: { initial: string }) {
  const { api } = useClients();
  const id = useId();
  const [typed, setTyped] = useState(initial.slice(0, faqSearchMaxLength));
  // a search of another address (Back, a link to /faq) starts afresh; the address this search
  // writes itself (replaced) leaves the field as it is: the same form, its focus, what is typed
  const { key: addressKey } = useLocation();
  const addressChange = useNavigationType();
  const [seenAddress, setSeenAddress] = useState(addressKey);
  if (addressKey !== seenAddress) {
    setSeenAddress(addressKey);
    if (addressChange !== 'REPLACE') setTyped(initial.slice(0, faqSearchMaxLength));
  }
  const searched = useDebounced(typed, debounceMs);
  const words = useMemo(() => faqSearchWords(searched), [searched]);
  // the search in the address, as the form writes it without JavaScript: Back from an answer
  // finds it again, and it can be shared; replaced, not pushed, at each pause in the typing
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const wanted = searched.trim();
    if (wanted === (params.get(faqSearchParam) ?? '').trim()) return;
    const next = new URLSearchParams(params);
    if (wanted) next.set(faqSearchParam, wanted);
    else next.delete(faqSearchParam);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [searched, params, setParams]);
  const search = useQuery({ ...faqSearchQuery(api, words), enabled: words.length > 0 });
  // the previous results stay in view while the next ones come (no flicker), but the live
  // region only speaks of results that match what was typed
  const shown = words.length > 0 ? search.data : undefined;
  const settled = search.isPlaceholderData ? undefined : shown;

  return (
    <form
      role="search"
      aria-labelledby={`${id}-label`}
      action={sitePath('/faq')}
      method="get"
      className={styles.search}
      // with JavaScript the results are already on the page
      onSubmit={(event) => event.preventDefault()}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className={styles.label}>
        Rechercher dans l’aide
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-input`}
          name={faqSearchParam}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={faqSearchMaxLength}
          autoComplete="off"
          spellCheck={false}
          placeholder="Livraison, pause, carte cadeau…"
          aria-describedby={`${id}-status`}
          className={styles.input}
        />
        <Button type="submit" variant="secondary">
          Rechercher
        </Button>
      </div>
      <p id={`${id}-status`} role="status" className={styles.status}>
        {statusText(searched, words, settled, search.isError)}
      </p>
      {shown && shown.length > 0 ? (
        <ul
          className={styles.results}
          aria-label="Résultats de la recherche"
          aria-busy={search.isPlaceholderData}
        >
          {shown.map((hit) => (
            <li key={hit.id}>
              <Link to={hit.path} className={styles.hit}>
                {hit.title}
              </Link>
              <span className={styles.where}>{hit.where}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

/** What the live region says: nothing while a search runs, then how many questions match. */
function statusText(
  searched: string,
  words: string[],
  hits: FaqSearchHit[] | undefined,
  failed: boolean,
): string {
  if (searched.trim() === '') return '';
  if (words.length === 0) return 'Saisissez au moins deux lettres.';
  if (failed) return 'La recherche n’a pas abouti. Veuillez réessayer.';
  if (!hits) return '';
  if (hits.length === 0) return `Aucune question ne correspond à «\u00a0${searched.trim()}\u00a0».`;
  return hits.length === 1 ? '1 question trouvée' : `${hits.length} questions trouvées`;
}
