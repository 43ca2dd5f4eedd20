import { describe, expect, it } from 'vitest';
import { isProviderHost } from './provider';

describe("'Powered by' shows only on the provider's own domains or localhost", () => {
  it('accepts localhost and the provider domains', () => {
    for (const host of ['localhost', '127.0.0.1', 'careercompass.example', 'acme.careercompass.example']) {
      expect(isProviderHost(host)).toBe(true);
    }
  });

  it("rejects a tenant's own domain, including one that only looks alike", () => {
    for (const host of ['campus.localhost', 'careers.acme.org', 'evilcareercompass.example']) {
      expect(isProviderHost(host)).toBe(false);
    }
  });
});
