export { Component } from './basket-menu-page.tsx';
