export { Component } from './landing-page.tsx';
