export { Component } from './login-page.tsx';
export { action } from './login-action.ts';
