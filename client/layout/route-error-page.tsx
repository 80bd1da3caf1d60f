import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorState } from '../components/error-state.tsx';
import { Layout } from './layout.tsx';

/** What a page shows when its content does not exist (404), the service is down (503) or fails. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Layout>
      <ErrorState status={isRouteErrorResponse(error) ? error.status : 500} />
    </Layout>
  );
}
