export { Component } from './registration-page.tsx';
export { action } from './registration-action.ts';
