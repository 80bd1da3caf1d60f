import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useClients } from '../../api/api-context.tsx';
import { faqSectionsQuery } from '../../api/queries/faq.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { useRouteDef } from '../../routes/use-route-def.ts';

export function Component() {
  const def = useRouteDef();
  const { api } = useClients();
  const sections = useSuspenseQuery(faqSectionsQuery(api)).data;
  return (
    <>
      <PageIntro title={def.title} lead={def.description} />
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`faq-${section.slug}`}>
          <h2 id={`faq-${section.slug}`}>
            <Link to={`/faq/${section.slug}`}>{section.title}</Link>
          </h2>
          <ul>
            {section.faq_subsections.map((subsection) => (
              <li key={subsection.id}>
                <Link to={`/faq/${section.slug}/${subsection.slug}`}>{subsection.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
