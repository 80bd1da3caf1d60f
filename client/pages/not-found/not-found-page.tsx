import { ErrorState } from '../../components/error-state.tsx';
import { useRoute } from '../../router/router-context.tsx';

/**
 * What a route shows when it cannot show its page: missing (404, the catch-all route's and any
 * loader's), the product API down (503), or a failure (500). Its own lazy chunk, so that pages
 * that work do not load it.
 */
export function Component() {
  return <ErrorState status={useRoute().status} />;
}
