export { Component } from './password-reset-page.tsx';
export { action } from './password-reset-action.ts';
