import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams, useRouteDef } from '../../router/router-context.tsx';
import { Link } from '../../components/link.tsx';
import { faqSearchMaxLength, faqSearchParam } from '../../../shared/faq.ts';
import { useClients } from '../../api/api-context.tsx';
import { faqSectionsQuery } from '../../api/queries/faq.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { HelpContact } from '../../content/help-contact.tsx';
import styles from './faq-page.module.css';
import { FaqSearch } from './faq-search.tsx';
import { LiveSiteOnly } from '../../components/live-site-notice.tsx';

/** /faq: the keyword search, then every section with its subsections (spec §9: not section 10). */
export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const sections = useSuspenseQuery(faqSectionsQuery(api)).data;
  const initial = (useSearchParams().get(faqSearchParam) ?? '').slice(0, faqSearchMaxLength);
  return (
    <>
      <PageIntro title={def.title} lead={def.description} />
      <LiveSiteOnly what="la recherche dans l’aide">
        <FaqSearch initial={initial} />
      </LiveSiteOnly>
      <h2 className={styles.sectionsTitle}>Toutes les rubriques</h2>
      <ul className={styles.sections}>
        {sections.map((section) => (
          <li key={section.id} className={styles.section}>
            <h3 className={styles.sectionTitle}>
              <Link to={`/faq/${section.slug}`}>{section.title}</Link>
            </h3>
            <ul className={styles.subsections}>
              {section.faq_subsections.map((subsection) => (
                <li key={subsection.id}>
                  <Link to={`/faq/${section.slug}/${subsection.slug}`}>{subsection.title}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <HelpContact />
    </>
  );
}
