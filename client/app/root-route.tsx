import { Fragment } from 'react';
import { Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router-dom';
import { Layout } from '../layout/layout.tsx';
import { statusOfError } from '../router/router-context.tsx';
import { deferredComponent } from './deferred-component.tsx';
import { useDocumentFrame } from './document-frame.tsx';

// the error page's words and links, which a page that loads well never draws: its code loads
// while the page hydrates (ADR 031); only links, which work as plain anchors until then
const ErrorState = deferredComponent(() =>
  import('../components/error-state.tsx').then((module) => module.ErrorState),
);

/** The root route: the document and the site's frame around the page of the URL. */
export function Root() {
  const Frame = useDocumentFrame();
  const { pathname } = useLocation();
  return (
    <Frame>
      <Layout>
        {/* a new path is a new page: its state (servings, open dialogs) starts afresh */}
        <Fragment key={pathname}>
          <Outlet />
        </Fragment>
      </Layout>
      {/*
       * back and forward return where the page was left (spec §2's smooth scroll is the
       * layout's); a page loaded as a document has no key of its own (« default »): its path
       * keeps its place apart from the other documents' of the tab
       */}
      <ScrollRestoration getKey={(at) => (at.key === 'default' ? at.pathname : at.key)} />
    </Frame>
  );
}

/** What a route shows when its loader failed: missing (404), API down (503), else 500. */
export function RouteError() {
  return <ErrorState status={statusOfError(useRouteError())} />;
}

/** The root's own failure still draws the whole document. */
export function RootError() {
  const Frame = useDocumentFrame();
  return (
    <Frame>
      <Layout>
        <RouteError />
      </Layout>
    </Frame>
  );
}
