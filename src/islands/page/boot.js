// Runs before the first paint, inline in <head> (src/node/vite/boot-script.ts: the CSP allows it by its hash).
// Keep the names in sync with src/islands/page/page-state.ts and src/islands/page/contrast.ts. Comment lines
// and indentation are dropped before it is inlined, so comments cost pages nothing.
(function () {
  var root = document.documentElement;
  // The visitor's stored high-contrast choice.
  try {
    if (localStorage.getItem('cartorio:contraste') === 'alto') root.setAttribute('data-contrast', 'alto');
  } catch (e) {
    // Storage blocked (private mode, policy): the site keeps its default colours.
  }
  // Page scripts are on their way: CSS may show their state from the first paint (FAQ answers closed).
  // If they fail to load or to run, or take too long, fall back to the plain page: every answer open.
  root.setAttribute('data-js', 'pending');
  function fallBack() {
    if (root.getAttribute('data-js') === 'pending') root.setAttribute('data-js', 'failed');
  }
  // Module scripts run before DOMContentLoaded: still pending then means they failed.
  document.addEventListener('DOMContentLoaded', function () {
    setTimeout(fallBack, 0);
  });
  setTimeout(fallBack, 4000);
})();
