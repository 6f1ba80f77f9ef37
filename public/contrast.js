// Applies the visitor's stored high-contrast choice before the first paint.
// An external classic script (loaded in <head>) because the Content-Security-Policy forbids inline scripts.
// Keep the key and the value in sync with src/layout/ContrastToggle.tsx.
try {
  if (localStorage.getItem('cartorio:contraste') === 'alto') {
    document.documentElement.setAttribute('data-contrast', 'alto');
  }
} catch (e) {
  // Storage blocked (private mode, policy): the site keeps its default colours.
}
