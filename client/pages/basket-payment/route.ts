export { Component } from './basket-payment-page.tsx';
export { loader } from './payment-loader.ts';
export { action } from './payment-action.ts';
