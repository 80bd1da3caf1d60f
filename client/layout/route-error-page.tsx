import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Layout } from './layout.tsx';
import styles from './route-error-page.module.css';

/** What a page shows when its content does not exist (404), the service is down (503) or fails. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Layout>
      <section className={styles.error} aria-labelledby="error-title">
        {status === 404 ? (
          <>
            <h1 id="error-title">Page introuvable</h1>
            <p>Cette page n’existe pas ou plus. Les recettes, elles, vous attendent.</p>
          </>
        ) : status === 503 ? (
          <>
            <h1 id="error-title">Service momentanément indisponible</h1>
            <p>
              Nous n’arrivons pas à charger cette page pour le moment. Veuillez réessayer dans
              quelques instants.
            </p>
          </>
        ) : (
          <>
            <h1 id="error-title">Une erreur est survenue</h1>
            <p>Une erreur est survenue. Veuillez réessayer.</p>
          </>
        )}
        <ul className={styles.links}>
          <li>
            <Link to="/">Retour à l’accueil</Link>
          </li>
          <li>
            <Link to="/menu">Le menu de la semaine</Link>
          </li>
          <li>
            <Link to="/recettes/page/1">Toutes nos recettes</Link>
          </li>
          <li>
            <Link to="/faq">L’aide</Link>
          </li>
        </ul>
      </section>
    </Layout>
  );
}
