import { useSuspenseQuery } from '@tanstack/react-query';
import { siteOriginOf, useSiteSettings } from '../../app/site-settings.tsx';
import { useParams } from '../../router/router-context.tsx';
import { Link } from '../../components/link.tsx';
import { useClients } from '../../api/api-context.tsx';
import { faqPageQuery, faqSegments, type FaqPage } from '../../api/queries/faq.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { faqTrail } from '../../content/content-trails.ts';
import { HelpContact } from '../../content/help-contact.tsx';
import { MarkdownContent } from '../../content/markdown-content.tsx';
import styles from './faq-view-page.module.css';
import { QuestionAccordion } from './question-accordion.tsx';

/** /faq/{section}[/{subsection}[/{article}]]: a section, a subsection or one answer. */
export function Component() {
  const { api } = useClients();
  const faq = useSuspenseQuery(
    faqPageQuery(api, faqSegments(useParams()['*']), siteOriginOf(useSiteSettings())),
  ).data;
  // the loader answered 404 already: nothing to draw
  if (!faq) return null;
  return (
    <>
      <Breadcrumbs trail={faqTrail(faq)} />
      <FaqContent faq={faq} />
      <HelpContact />
    </>
  );
}

function FaqContent({ faq }: { faq: FaqPage }) {
  const sectionPath = `/faq/${faq.section.slug}`;
  if (faq.kind === 'section')
    return (
      <>
        <PageIntro title={faq.section.title} />
        {faq.subsections.map((subsection) => (
          <section key={subsection.slug} aria-labelledby={`faq-${subsection.slug}`}>
            <h2 id={`faq-${subsection.slug}`} className={styles.subsectionTitle}>
              <Link to={`${sectionPath}/${subsection.slug}`}>{subsection.title}</Link>
            </h2>
            <QuestionAccordion
              questions={subsection.questions}
              basePath={`${sectionPath}/${subsection.slug}`}
            />
          </section>
        ))}
      </>
    );
  const subsectionPath = `${sectionPath}/${faq.subsection.slug}`;
  if (faq.kind === 'subsection')
    return (
      <>
        <PageIntro title={faq.subsection.title} />
        <QuestionAccordion questions={faq.subsection.questions} basePath={subsectionPath} />
      </>
    );
  const others = faq.subsection.questions.filter((question) => question.slug !== faq.article.slug);
  return (
    <>
      <article className={styles.answer}>
        <h1>{faq.article.title}</h1>
        <MarkdownContent body={faq.article.body} />
      </article>
      {others.length > 0 ? (
        <nav aria-labelledby="faq-others" className={styles.others}>
          <h2 id="faq-others">Dans la rubrique «&nbsp;{faq.subsection.title}&nbsp;»</h2>
          <ul>
            {others.map((question) => (
              <li key={question.slug}>
                <Link to={`${subsectionPath}/${question.slug}`}>{question.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
