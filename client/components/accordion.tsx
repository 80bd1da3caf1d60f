import { useId, type ReactNode } from 'react';
import styles from './accordion.module.css';
import { Icon } from './icon.tsx';

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** one answer open at a time (the browser closes the others: <details name>) */
  exclusive?: boolean;
  /** the first answer open when the page loads */
  openFirst?: boolean;
}

/**
 * Expandable questions on native <details>/<summary> (ADR 010): keyboard and screen readers
 * know them without script, the answers are in the HTML for crawlers and for the browser's
 * find-in-page, and nothing waits for hydration.
 */
export function Accordion({ items, exclusive = false, openFirst = false }: AccordionProps) {
  const group = useId();
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <details
          key={item.question}
          className={styles.item}
          name={exclusive ? group : undefined}
          open={openFirst && index === 0 ? true : undefined}
        >
          <summary className={styles.summary}>
            <span className={styles.question}>{item.question}</span>
            <Icon name="chevron-down" className={styles.chevron} />
          </summary>
          <div className={styles.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
