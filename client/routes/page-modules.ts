import type { PageKey } from '../../shared/routes.ts';
import { once } from './load-once.ts';

// Each page is its own lazy chunk (spec §2: pages are loaded lazily). `source` names the module
// in Vite's manifest, so the server can preload the chunks of the page it renders.
export interface PageModule {
  source: string;
  load: () => Promise<{ Component: React.ComponentType }>;
}

export const pageModules: Record<PageKey, PageModule> = {
  home: {
    source: 'client/pages/home/home-page.tsx',
    load: once(() => import('../pages/home/home-page.tsx')),
  },
  marketing: {
    source: 'client/pages/marketing/marketing-page.tsx',
    load: once(() => import('../pages/marketing/marketing-page.tsx')),
  },
  landing: {
    source: 'client/pages/landing/landing-page.tsx',
    load: once(() => import('../pages/landing/landing-page.tsx')),
  },
  menu: {
    source: 'client/pages/menu-index/menu-page.tsx',
    load: once(() => import('../pages/menu-index/menu-page.tsx')),
  },
  cookbook: {
    source: 'client/pages/cookbook-index/cookbook-page.tsx',
    load: once(() => import('../pages/cookbook-index/cookbook-page.tsx')),
  },
  'cookbook-list': {
    source: 'client/pages/cookbook-list/cookbook-list-page.tsx',
    load: once(() => import('../pages/cookbook-list/cookbook-list-page.tsx')),
  },
  recipe: {
    source: 'client/pages/cookbook-recipe-view/recipe-page.tsx',
    load: once(() => import('../pages/cookbook-recipe-view/recipe-page.tsx')),
  },
  'recipe-origins': {
    source: 'client/pages/cookbook-recipe-view-origins/recipe-origins-page.tsx',
    load: once(() => import('../pages/cookbook-recipe-view-origins/recipe-origins-page.tsx')),
  },
  blog: {
    source: 'client/pages/blog-index/blog-page.tsx',
    load: once(() => import('../pages/blog-index/blog-page.tsx')),
  },
  'blog-category': {
    source: 'client/pages/blog-list-index/blog-category-page.tsx',
    load: once(() => import('../pages/blog-list-index/blog-category-page.tsx')),
  },
  article: {
    source: 'client/pages/article-view/article-page.tsx',
    load: once(() => import('../pages/article-view/article-page.tsx')),
  },
  faq: {
    source: 'client/pages/faq-index/faq-page.tsx',
    load: once(() => import('../pages/faq-index/faq-page.tsx')),
  },
  'faq-article': {
    source: 'client/pages/faq-view/faq-view-page.tsx',
    load: once(() => import('../pages/faq-view/faq-view-page.tsx')),
  },
  'content-page': {
    source: 'client/pages/page-view/content-page.tsx',
    load: once(() => import('../pages/page-view/content-page.tsx')),
  },
  reviews: {
    source: 'client/pages/customers-reviews/reviews-page.tsx',
    load: once(() => import('../pages/customers-reviews/reviews-page.tsx')),
  },
  'guest-chef': {
    source: 'client/pages/guest-chef/guest-chef-page.tsx',
    load: once(() => import('../pages/guest-chef/guest-chef-page.tsx')),
  },
  login: {
    source: 'client/pages/login/login-page.tsx',
    load: once(() => import('../pages/login/login-page.tsx')),
  },
  'basket-menu': {
    source: 'client/pages/basket-menu/basket-menu-page.tsx',
    load: once(() => import('../pages/basket-menu/basket-menu-page.tsx')),
  },
  'subscriber-area': {
    source: 'client/pages/subscriber-area/subscriber-area-page.tsx',
    load: once(() => import('../pages/subscriber-area/subscriber-area-page.tsx')),
  },
  'not-found': {
    source: 'client/pages/not-found/not-found-page.tsx',
    load: once(() => import('../pages/not-found/not-found-page.tsx')),
  },
};
