export { Component } from './subscriber-area-page.tsx';
