import { ErrorState } from '../../components/error-state.tsx';

/** Drawn by the error boundary in practice: the route's loader answers 404 first. */
export function Component() {
  return <ErrorState status={404} />;
}
