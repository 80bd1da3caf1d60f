export { Component } from './subscriber-cards-page.tsx';
export { loader } from './cards-loader.ts';
export { action } from './cards-action.ts';
