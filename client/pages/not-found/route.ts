import { notFound } from '../../router/route-outcome.ts';

export { Component } from './not-found-page.tsx';

export async function loader() {
  notFound();
}
