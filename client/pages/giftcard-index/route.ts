export { Component } from './gift-card-page.tsx';
export { action } from './gift-card-action.ts';
