// Development only: React Fast Refresh's preamble, which Vite injects into index.html in a
// normal setup; here React renders the whole document, so it runs before the entry.
import RefreshRuntime from '/@react-refresh';

RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;

await import('./entry-client.tsx');
