import { ErrorState } from '../components/error-state.tsx';
import { Layout } from '../layout/layout.tsx';
import { useRoute } from './router-context.tsx';

/** The page of the current route in the site's frame, or what to say when it cannot be shown. */
export function RouteView() {
  const { location, status, Page } = useRoute();
  return (
    <Layout>
      {status === 200 && Page ? (
        // a new path is a new page: its state (servings, open dialogs) starts afresh
        <Page key={location.pathname} />
      ) : (
        <ErrorState status={status} />
      )}
    </Layout>
  );
}
