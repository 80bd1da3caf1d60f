import { Form } from 'react-router-dom';
import { Button } from '../button.tsx';
import { EmailField } from '../form/email-field.tsx';
import { FormAlert } from '../form/form-alert.tsx';
import { useActionForm } from '../form/use-action-form.ts';
import { Link } from '../link.tsx';
import { leadChecks, type LeadAnswer } from './lead-action.ts';
import styles from './lead-form.module.css';
import { usePageAnswer } from '../../router/router-context.tsx';

/**
 * spec §2's subscribe form (ADR 041): the visitor's address, then the welcome offer. It posts
 * to the page's route action (lead-action.ts): on the server before JavaScript has loaded, in
 * the browser after spec §5's checks here (the field focused when wrong, checked as typed).
 */
export function LeadForm() {
  const answer = usePageAnswer<LeadAnswer>();
  const { field, errorOf, onSubmit, pending } = useActionForm(leadChecks, {
    leavesPage: true,
    refused: answer?.fieldErrors,
  });
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      aria-labelledby="lead-title"
    >
      <h2 id="lead-title" className={styles.title}>
        L’offre de bienvenue
      </h2>
      <p className={styles.text}>
        Laissez-nous votre adresse e-mail et découvrez le prix de votre première box, livraison
        comprise, sans engagement.
      </p>
      <FormAlert message={answer?.message} />
      <div className={styles.row}>
        <EmailField
          label="Votre adresse e-mail"
          defaultValue={answer?.email}
          error={errorOf('email')}
          className={styles.field}
          {...field('email')}
        />
        <Button type="submit" size="lg" pending={pending}>
          {pending ? 'Un instant…' : 'Découvrir l’offre'}
        </Button>
      </div>
      <p className={styles.legal}>
        En continuant, vous acceptez de recevoir nos offres et nos idées de recettes par e-mail, une
        lettre par semaine au plus, avec un lien de désinscription dans chacune.{' '}
        <Link to="/politique-de-confidentialite">Vos données personnelles</Link>
      </p>
    </Form>
  );
}
