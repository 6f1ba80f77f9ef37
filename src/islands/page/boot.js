// Runs before the first paint, inline in <head> (the CSP allows it by its hash). Keep the names in sync
// with page-state.ts and contrast.ts. Comments are dropped before it is inlined.
(function () {
  var root = document.documentElement;
  try {
    if (localStorage.getItem('cartorio:contraste') === 'alto') root.setAttribute('data-contrast', 'alto');
  } catch (e) {
    // Storage blocked (private mode, policy): the site keeps its default colours.
  }
  // CSS may show the scripts' state from the first paint; if they fail or take too long, fall back to
  // the plain page, every answer open.
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
