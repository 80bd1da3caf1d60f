import type { ReactNode } from 'react';
import { Button } from '../button.tsx';
import { PageIntro } from '../page-intro.tsx';
import styles from './account-form.module.css';

/** An account page (login, registration, password reset): its title, its form, its links. */
export function AccountPage(props: {
  title: string;
  lead: string;
  /** the other account pages a visitor may be looking for */
  links: ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PageIntro title={props.title} lead={props.lead} />
      {props.children}
      <ul className={styles.links}>
        {props.links.map((link, index) => (
          <li key={index}>{link}</li>
        ))}
      </ul>
    </div>
  );
}

/** A form's send button, which says what is under way and takes no second click meanwhile. */
export function SubmitButton(props: { pending: boolean; pendingLabel: string; children: string }) {
  return (
    <Button type="submit" size="lg" block pending={props.pending}>
      {props.pending ? props.pendingLabel : props.children}
    </Button>
  );
}
