export { Component, ErrorBoundary } from './basket-confirmation-page.tsx';
export { loader } from './confirmation-loader.ts';
