export { Component, ErrorBoundary } from './confirmation-page.tsx';
export { loader } from './confirmation-loader.ts';
