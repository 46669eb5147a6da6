import { describe, expect, it } from 'vitest';
import { cspConfig, translatorConnectDirective, translatorConnectSources } from '../csp';

describe('translator pages connect-src', () => {
  it('widens to https: and this machine only when visitors may enter their own endpoint', () => {
    expect(translatorConnectSources(true)).toEqual(['https:', 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(translatorConnectDirective(true)).toBe('connect-src https: http://localhost:* http://127.0.0.1:*');
    expect(translatorConnectSources(false)).toEqual([]);
    expect(translatorConnectDirective(false)).toBeNull();
  });
  it('allows exactly the operator origin on every page (its path and query dropped)', () => {
    const connect = cspConfig({ connect: ['https://mt.example.org/v1/chat?x=1'] }).directives.find((d) =>
      d.startsWith('connect-src'),
    );
    expect(connect).toBe("connect-src 'self' blob: https://mt.example.org");
    const strict = cspConfig({}).directives.find((d) => d.startsWith('connect-src'));
    expect(strict).toBe("connect-src 'self' blob:");
  });
});
