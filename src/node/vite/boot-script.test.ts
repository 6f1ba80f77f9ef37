import { describe, expect, it } from 'vitest';
import { bootCode, cspHash, withBootHash } from './boot-script';

describe('the inline boot script and its CSP hash', () => {
  it('drops comment lines and indentation, keeping the code', () => {
    expect(bootCode('// why\n(function () {\n  // more\n  var a = 1;\n})();\n')).toBe('(function () {\nvar a = 1;\n})();');
  });

  it('writes the hash into the site policy, replacing an older one, and leaves the editor policy alone', () => {
    const hash = cspHash('x');
    expect(hash).toBe("'sha256-LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE='");
    const text = [
      "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self'",
      "/admin/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self'",
    ].join('\n');
    const once = withBootHash(text, hash);
    expect(once).toContain(`script-src 'self' ${hash}; style-src`);
    expect(once).toContain("script-src 'self' 'unsafe-eval';");
    expect(withBootHash(once, cspHash('y'))).toContain(`script-src 'self' ${cspHash('y')};`);
    expect(withBootHash(once, hash)).toBe(once);
  });
});
