export { Component } from './marketing-page.tsx';
