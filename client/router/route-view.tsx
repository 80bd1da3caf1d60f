import { Layout } from '../layout/layout.tsx';
import { useRoute } from './router-context.tsx';

/** The page of the current route (or its error page) in the site's frame. */
export function RouteView() {
  const { location, Page } = useRoute();
  // a new path is a new page: its state (servings, open dialogs) starts afresh
  return (
    <Layout>
      <Page key={location.pathname} />
    </Layout>
  );
}
